"""The sandbox runner: the only program that ever executes a learner's file.

Started by `workbench.outline.sandbox` as `python -I -S child.py CTRL_FD RESULT_FD`,
inside bubblewrap / unshare namespaces or with process limits only. It must use
only the standard library (it runs with -S: no site-packages) and stay fast to
start. See docs/sandbox.md for the threat model.

Two processes, on purpose:

* the *runner* (this process, trusted code only) reads its configuration from
  CTRL_FD, applies the sandbox set-up (mounts, privilege drop, rlimits), then
  forks;
* the *learner process* (the fork) closes RESULT_FD and the runner's end of
  every pipe *before* any learner code runs, executes the file, calls
  designOutline() and sends its reply over a private pipe to the runner.

So learner code never holds the channel the grader reads the verdict from: no
print, no os.write to any fd number, no atexit handler can put a frame there.
The runner is made non-dumpable, so the learner process (same uid) cannot
ptrace it or open its fds through /proc. The runner judges how the learner
process ended (reply, exit code, signal) and writes one final frame.
"""

import os
import sys

# Frame: 8 hex digits of length, then that many bytes of UTF-8 JSON.
_MAX_CTRL = 8 * 1024 * 1024
_TAG_DICT = "\u0000dict"
_TAG_TYPE = "\u0000type"


def _send(fd, obj):
    import json

    data = json.dumps(obj).encode("utf-8", "surrogatepass")
    frame = b"%08x" % len(data) + data
    view = memoryview(frame)
    while view:
        n = os.write(fd, view)
        view = view[n:]


def _read_all(fd, cap):
    chunks, size = [], 0
    while True:
        chunk = os.read(fd, 65536)
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > cap:
            raise ValueError("configuration too large")
        chunks.append(chunk)


# ---------------------------------------------------------------- set-up steps


def _private_mounts(workdir_uid):
    """unshare mode: we are root in fresh mount/pid/net namespaces. Make every
    mount read-only and give /tmp, /var/tmp, /dev/shm private size-capped tmpfs."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    libc.mount.argtypes = [ctypes.c_char_p] * 3 + [ctypes.c_ulong, ctypes.c_char_p]
    MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 1, 2, 4, 8
    MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 32, 4096, 16384, 1 << 18
    flag_of = {"nosuid": MS_NOSUID, "nodev": MS_NODEV, "noexec": MS_NOEXEC,
               "noatime": 1024, "nodiratime": 2048, "relatime": 1 << 21}
    failed = []

    def mount(src, target, fstype, flags, data):
        enc = lambda s: None if s is None else s.encode()  # noqa: E731
        if libc.mount(enc(src), enc(target), enc(fstype), flags, enc(data)) != 0:
            failed.append("%s (errno %d)" % (target, ctypes.get_errno()))
            return False
        return True

    mount(None, "/", None, MS_REC | MS_PRIVATE, None)
    with open("/proc/self/mountinfo") as f:
        lines = f.read().splitlines()
    for line in lines:
        fields = line.split()
        target = fields[4].encode().decode("unicode_escape")
        flags = MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID
        for opt in fields[5].split(","):
            flags |= flag_of.get(opt, 0)
        mount(None, target, None, flags, None)
    for path in ("/tmp", "/var/tmp", "/dev/shm"):
        if os.path.isdir(path):
            mount("tmpfs", path, "tmpfs", MS_NOSUID | MS_NODEV, "mode=1777,size=64m")
    work = "/tmp/work"
    os.mkdir(work, 0o700)
    if workdir_uid is not None:
        os.chown(work, workdir_uid, workdir_uid)
    return work, failed


def _reachable_imports():
    """The interpreter may live in a directory the unprivileged user cannot enter
    (e.g. pyenv under /root, mode 0700). Open each import directory now, while we
    still may, and import through /proc/self/fd/N: a path through an open
    directory descriptor needs search permission on that directory only."""
    if not os.path.isdir("/proc/self/fd"):
        import collections, dataclasses, functools, itertools, math, re, string, textwrap, typing  # noqa
        return
    moved = {}
    for entry in sys.path:
        try:
            fd = os.open(entry, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            continue
        moved[entry.rstrip("/") + "/"] = "/proc/self/fd/%d/" % fd
    sys.path[:] = [new[:-1] for new in moved.values()]
    for module in list(sys.modules.values()):  # packages already loaded (encodings) find submodules by __path__
        path = getattr(module, "__path__", None)
        if isinstance(path, list):
            for i, p in enumerate(path):
                for old, new in moved.items():
                    if (p + "/").startswith(old):
                        path[i] = new + p[len(old):]
                        break
    sys.path_importer_cache.clear()


def _drop_privileges(uid, gid):
    os.setgroups([])
    os.setgid(gid)
    os.setuid(uid)
    if os.getuid() != uid or os.geteuid() != uid:
        raise OSError("could not drop privileges")


def _make_nondumpable():
    """Not ptrace-able, /proc/<pid>/fd closed to others of the same uid; and no
    setuid binary (su, mount, passwd on the host's /usr) can ever raise privileges."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    PR_SET_DUMPABLE, PR_SET_NO_NEW_PRIVS = 4, 38
    libc = ctypes.CDLL(None)
    libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)
    libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)


def _drop_bounding_set():
    """Before the uid change (needs CAP_SETPCAP where we still have it; harmless to fail)."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    PR_CAPBSET_DROP, PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL = 24, 47, 4
    libc = ctypes.CDLL(None)
    for cap in range(64):
        libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0)
    libc.prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)


def _drop_capabilities():
    """Empty effective/permitted/inheritable sets. Matters where the runner stays
    uid 0 of a user namespace (unshare --map-root-user, when the grader is not
    root): without this the learner could remount the read-only mounts rw."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

    class Data(ctypes.Structure):
        _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32),
                    ("inheritable", ctypes.c_uint32)]

    libc = ctypes.CDLL(None, use_errno=True)
    header, data = Header(0x20080522, 0), (Data * 2)()  # _LINUX_CAPABILITY_VERSION_3
    if libc.capset(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capset failed")


def _set_limits(limits):
    import resource

    names = {"as": "RLIMIT_AS", "cpu": "RLIMIT_CPU", "fsize": "RLIMIT_FSIZE",
             "nofile": "RLIMIT_NOFILE", "core": "RLIMIT_CORE", "nproc": "RLIMIT_NPROC"}
    for key, value in limits.items():
        res = getattr(resource, names[key], None)
        if res is None or value is None:
            continue
        soft, hard = resource.getrlimit(res)
        if hard != resource.RLIM_INFINITY:
            value = min(value, hard)
        new_hard = value + 2 if key == "cpu" else value  # SIGXCPU at soft, SIGKILL at hard
        if hard != resource.RLIM_INFINITY:
            new_hard = min(new_hard, hard)
        resource.setrlimit(res, (value, new_hard))


# ---------------------------------------------------------- the learner process


def _type_name(value):
    try:
        name = type(value).__name__
        return name[:80] if type(name) is str else "object"
    except BaseException:
        return "object"


class _TooLarge(Exception):
    pass


class _Done(Exception):
    pass


def _encode(value, budget, depth=0):
    """Turn the returned value into JSON without trusting its methods: the real
    type decides (not `__class__`, which an object can fake); exact str/dict/
    list/tuple contents are read through the C-level slots; every other value
    becomes a type tag so that the grader can name its type. `budget` bounds the
    nodes visited (shared references could otherwise make 2**40 of them)."""
    budget[0] -= 1
    if budget[0] < 0:
        raise _TooLarge
    if depth > 40:
        return {_TAG_TYPE: "deeply nested value"}
    if value is None:
        return None
    kind = type(value)
    if issubclass(kind, str):
        return str.__str__(value)
    if issubclass(kind, dict):
        return {_TAG_DICT: [[_encode(k, budget, depth + 1), _encode(v, budget, depth + 1)]
                            for k, v in dict.items(value)]}
    if issubclass(kind, list):
        return [_encode(v, budget, depth + 1) for v in list.__iter__(value)]
    if issubclass(kind, tuple):
        return [_encode(v, budget, depth + 1) for v in tuple.__iter__(value)]
    return {_TAG_TYPE: _type_name(value)}


def _trimmed_traceback(exc, filename):
    """The learner's frames only: no runner or grader frames."""
    import traceback

    try:
        frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == filename]
        lines = traceback.format_list(frames)
    except BaseException:
        lines = []
    try:
        lines += traceback.format_exception_only(type(exc), exc)
    except BaseException:
        lines.append("%s: <the exception's message could not be shown>\n" % _type_name(exc))
    text = "".join(lines)
    return text if len(text) <= 8000 else text[:3000] + "\n...\n" + text[-4000:]


def _exc_message(exc):
    try:
        text = str(exc)
        return text if type(text) is str else ""
    except BaseException:
        return "<the exception's message could not be shown>"


def _learner(cfg, reply_fd):
    """Runs in the forked learner process. Never returns."""
    import json
    import linecache
    import traceback  # noqa: F401  (loaded now: learner code may replace sys.modules entries)
    import types

    dumps, write, exit_ = json.dumps, os.write, os._exit  # keep before learner code can patch them
    filename, source = cfg["filename"], cfg["source"]
    stage = "load"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    try:  # the grader compiled it already; this only guards against a mismatch
        code = compile(source, filename, "exec", dont_inherit=True)
    except SyntaxError as exc:
        code, msg = None, {"status": "syntax_error", "message": _exc_message(exc), "lineno": exc.lineno,
                           "offset": exc.offset}
    try:
        if code is None:
            raise _Done
        module = types.ModuleType(cfg["module"])
        module.__file__ = filename
        sys.modules[cfg["module"]] = module
        sys.argv[:] = [filename]
        exec(code, module.__dict__)
        stage = "call"
        ns = module.__dict__
        name = next((n for n in cfg["names"] if n in ns), None)
        if name is None:
            found = sorted(k for k, v in list(dict.items(ns))
                           if type(k) is str and issubclass(type(v), types.FunctionType))
            msg = {"status": "no_function", "found": found[:20]}
        elif not callable(ns[name]):
            msg = {"status": "no_function", "found": [], "not_callable": name, "type": _type_name(ns[name])}
        else:
            value = ns[name]()
            stage = "encode"
            msg = {"status": "ok", "function": name, "value": _encode(value, [cfg["result_cap"] // 8])}
    except _Done:
        pass
    except _TooLarge:
        msg = {"status": "too_large", "size": None}
    except SystemExit as exc:
        code_ = exc.code
        msg = {"status": "exited", "stage": stage,
               "code": code_ if code_ is None or type(code_) is int else _exc_message(code_)[:200]}
    except MemoryError:
        msg = {"status": "memory", "stage": stage}
    except BaseException as exc:
        msg = {"status": "raised", "stage": stage, "type": _type_name(exc),
               "message": _exc_message(exc)[:2000], "traceback": _trimmed_traceback(exc, filename)}
    for stream in (sys.stdout, sys.stderr):  # so that the grader can count what was printed
        try:
            stream.flush()
        except BaseException:
            pass
    try:
        data = dumps(msg).encode("utf-8", "surrogatepass")
    except MemoryError:
        data = b'{"status": "memory", "stage": "encode"}'
    except BaseException as exc:
        data = dumps({"status": "raised", "stage": "encode", "type": _type_name(exc),
                      "message": "the return value could not be passed back", "traceback": ""}).encode()
    data += b"%08x" % len(data)  # trailer: the runner reads the last frame, after anything written before
    try:
        view = memoryview(data)
        while view:
            view = view[write(reply_fd, view):]
    except BaseException:
        pass
    exit_(0)


# ------------------------------------------------------------------ the runner


def _wait_learner(pid, reply_fd, cap):
    """Collect the learner process's reply (bounded) and how it ended."""
    import select

    chunks, size, too_large, status = [], 0, False, None
    pidfd = None
    if hasattr(os, "pidfd_open"):
        try:
            pidfd = os.pidfd_open(pid)
        except OSError:
            pidfd = None
    done = False
    while not done:
        watch = [reply_fd] + ([pidfd] if pidfd is not None else [])
        ready, _, _ = select.select(watch, [], [], None if pidfd is not None else 0.01)
        if pidfd is not None:
            done = pidfd in ready
        else:
            reaped, st = os.waitpid(pid, os.WNOHANG)
            if reaped:
                done, status = True, st
        if reply_fd in ready or done:
            os.set_blocking(reply_fd, False)
            while True:
                try:
                    chunk = os.read(reply_fd, 65536)
                except BlockingIOError:
                    break
                if not chunk:
                    done = True  # reply closed: the learner process is finished with it
                    break
                size += len(chunk)
                if size > cap:
                    too_large = done = True
                    break
                chunks.append(chunk)
            os.set_blocking(reply_fd, True)
    if status is None:
        if too_large:
            try:
                os.kill(pid, 9)
            except OSError:
                pass
        status = os.waitpid(pid, 0)[1]
    return b"".join(chunks), size, too_large, status


def _run(cfg, result_fd):
    reply_r, reply_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # learner process: drop every channel to the grader first
        try:
            os.close(reply_r)
            os.close(result_fd)
            _learner(cfg, reply_w)
        finally:
            os._exit(70)
    os.close(reply_w)
    data, size, too_large, status = _wait_learner(pid, reply_r, cfg["result_cap"])
    how = {"exit_code": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
           "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None}
    if too_large:
        return dict(status="too_large", size=size, **how)
    import json

    try:
        n = int(data[-8:], 16)
        body = data[-8 - n:-8]
        reply = json.loads(body.decode("utf-8", "surrogatepass")) if len(body) == n else None
    except ValueError:
        reply = None
    if not isinstance(reply, dict) or not isinstance(reply.get("status"), str):
        return dict(status="no_reply", **how)
    if how["signal"] is not None or how["exit_code"] != 0:
        # a reply was written but the process did not end the way the runner's
        # own code ends it: trust the way it ended, not the reply
        return dict(status="no_reply", **how)
    reply.update(how)
    return reply


def main(argv):
    ctrl_fd, result_fd = int(argv[1]), int(argv[2])
    import json

    cfg = json.loads(_read_all(ctrl_fd, _MAX_CTRL).decode("utf-8", "surrogatepass"))
    os.close(ctrl_fd)
    _send(result_fd, {"status": "started"})
    notes = []
    workdir = cfg.get("workdir")
    if cfg.get("private_mounts"):
        workdir, failed = _private_mounts(cfg.get("drop_uid"))
        if failed:
            notes.append("could not make read-only: " + ", ".join(failed[:5]))
    if workdir:
        os.chdir(workdir)
        os.environ["HOME"] = workdir
    # everything the runner and the learner process need, loaded while the
    # interpreter's directories are still readable (before the privilege drop)
    import linecache, resource, select, traceback, types  # noqa: F401,E401
    if cfg.get("preimport"):
        _reachable_imports()
    _make_nondumpable()
    _drop_bounding_set()
    if cfg.get("drop_uid") is not None:
        _drop_privileges(cfg["drop_uid"], cfg["drop_gid"])
        _make_nondumpable()  # a uid change resets the flag to the system default
    _drop_capabilities()
    _set_limits(cfg["limits"])
    _send(result_fd, {"status": "ready"})
    result = _run(cfg, result_fd)
    if notes:
        result["sandbox_notes"] = notes
    _send(result_fd, result)
    os.close(result_fd)
    if cfg.get("kill_group"):
        try:  # leftovers that stayed in our process group (rlimits mode)
            os.killpg(0, 9)
        except OSError:
            pass
    os._exit(0)


if __name__ == "__main__":
    try:
        main(sys.argv)
    except BaseException as exc:  # the runner itself failed: say so on stderr, exit 111
        try:
            os.write(2, ("workbench sandbox runner failed: %s: %s\n" % (type(exc).__name__, exc)).encode())
        finally:
            os._exit(111)
