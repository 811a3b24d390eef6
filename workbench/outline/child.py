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
  the exercise's function and sends its reply over a private pipe to the runner.

So learner code never holds the channel the grader reads the verdict from: no
print, no os.write to any fd number, no atexit handler can put a frame there.
The runner is made non-dumpable, so the learner process (same uid) cannot
ptrace it or open its fds through /proc. The runner judges how the learner
process ended (reply, exit code, signal) and writes one final frame.
"""

import os
import sys

# Frame: 8 hex digits of length, then that many bytes (UTF-8 JSON, except the reply: see main()).
_MAX_CTRL = 8 * 1024 * 1024


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


def _private_mounts(workdir_uid, tmpfs_bytes, hide):
    """unshare mode: we are root in fresh mount/pid/net namespaces. Make every
    mount read-only, give /tmp, /var/tmp, /dev/shm private size-capped tmpfs, and
    cover the submission's folders (`hide`) with an empty read-only tmpfs."""
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
    for path in hide:  # before /tmp is covered: a class folder under /tmp is then hidden twice
        if os.path.isdir(path):
            mount("tmpfs", path, "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "mode=0755,size=4k")
    for path in ("/tmp", "/var/tmp", "/dev/shm"):
        if os.path.isdir(path):
            mount("tmpfs", path, "tmpfs", MS_NOSUID | MS_NODEV, "mode=1777,size=%d" % tmpfs_bytes)
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


_READ, _WRITE_ALL = "r", "w"


def _confine_prepare(spec, workdir):
    """Open every place the learner process may use, while the runner still can (before the
    privilege drop: the interpreter may live under a 0700 directory). [(fd, access, is_dir)]"""
    wanted = [(p, _READ) for p in spec["read"] + spec["read_files"]] + [(p, "dev") for p in spec["dev_files"]]
    wanted += [(p, _WRITE_ALL) for p in spec["write"] + ([workdir] if workdir else [])]
    if spec["proc"] == "all":
        wanted.append(("/proc", _READ))
    out = []
    for path, access in wanted:
        try:
            fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
        except OSError:
            continue
        out.append((fd, access, os.path.isdir(path)))
    return out


def _confine(prepared, own_proc):
    """Landlock (Linux >= 5.13): from here on this process and everything it starts may read only
    the system directories and the interpreter, write only its work dir (and, under unshare, the
    private tmpfs), and not change mounts. So neither the class folder, nor /proc of the grader,
    nor the host's /tmp and /dev/shm are reachable in unshare and rlimits modes. Closes the fds of
    `prepared`. Returns None when enforced, else why not (the runner notes it in the report)."""
    import ctypes

    if own_proc:
        try:
            prepared = prepared + [(os.open("/proc/self", os.O_PATH | os.O_CLOEXEC), _READ, True)]
        except OSError:
            pass
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.syscall.restype = ctypes.c_long
        create, add_rule, restrict = 444, 445, 446  # the same numbers on every architecture
        abi = libc.syscall(create, None, ctypes.c_size_t(0), ctypes.c_uint32(1))  # ..._CREATE_RULESET_VERSION
        if abi < 1:
            return "this kernel has no Landlock (errno %d)" % ctypes.get_errno()
        EXECUTE, WRITE, READ, READ_DIR, TRUNCATE, IOCTL_DEV = 1, 2, 4, 8, 1 << 14, 1 << 15
        handled = (1 << 13) - 1  # ABI 1: execute .. make_sym
        if abi >= 2:
            handled |= 1 << 13  # refer
        if abi >= 3:
            handled |= TRUNCATE
        if abi >= 5:
            handled |= IOCTL_DEV
        file_only = handled & (EXECUTE | WRITE | READ | TRUNCATE | IOCTL_DEV)
        rights = {_READ: EXECUTE | READ | READ_DIR, "dev": READ | WRITE | TRUNCATE, _WRITE_ALL: handled}

        class PathBeneath(ctypes.Structure):
            _pack_ = 1
            _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]

        attr = ctypes.c_uint64(handled)  # struct landlock_ruleset_attr, its first field only (size 8)
        ruleset = libc.syscall(create, ctypes.byref(attr), ctypes.c_size_t(8), ctypes.c_uint32(0))
        if ruleset < 0:
            return "Landlock refused the ruleset (errno %d)" % ctypes.get_errno()
        try:
            for fd, access, is_dir in prepared:
                allowed = rights[access] & handled & (handled if is_dir else file_only)
                rule = PathBeneath(allowed, fd)
                if libc.syscall(add_rule, ruleset, ctypes.c_int(1), ctypes.byref(rule), ctypes.c_uint32(0)) != 0:
                    return "Landlock refused a rule (errno %d)" % ctypes.get_errno()
            if libc.syscall(restrict, ruleset, ctypes.c_uint32(0)) != 0:
                return "Landlock could not be enforced (errno %d)" % ctypes.get_errno()
        finally:
            os.close(ruleset)
        return None
    finally:
        for fd, _, _ in prepared:
            try:
                os.close(fd)
            except OSError:
                pass


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
        return _text(name[:80]) if type(name) is str else "object"
    except BaseException:
        return "object"


class _TooLarge(Exception):
    pass


class _Done(Exception):
    pass


def _text(value):
    """A str (or subclass) as plain text, read through the C slot; lone surrogates become U+FFFD
    (they cannot cross as JSON the grader accepts)."""
    text = str.__str__(value)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return text


def _tag(value):
    return {"type": _type_name(value)}


def _encode(value, budget, level=0):
    """The returned value in exactly the shape the grader accepts (reply.py): the outline is a string
    (a text answer) or a dict of entries; an entry is a string, a list of strings, or a mapping whose values are strings or
    lists of strings. Anything else at any place is a type tag {"type": name}, so the grader can name
    the type in its message, and the depth never exceeds that shape. The real type decides (not
    `__class__`, which an object can fake); str/dict/list/tuple contents are read through the C-level
    slots. `budget` bounds the nodes visited (shared references could otherwise make 2**40 of them).
    level 0: the value; 1: an entry; 2: a mapping entry's value; 3: an item of a list."""
    budget[0] -= 1
    if budget[0] < 0:
        raise _TooLarge
    kind = type(value)
    if value is None:
        return None
    if issubclass(kind, str):  # an entry's text, or (level 0) a text answer
        return _text(value)
    if issubclass(kind, dict) and level < 2:
        return {"pairs": [[_text(k) if issubclass(type(k), str) else _tag(k), _encode(v, budget, level + 1)]
                          for k, v in dict.items(value)]}
    if issubclass(kind, (list, tuple)) and level in (1, 2):
        items = list.__iter__(value) if issubclass(kind, list) else tuple.__iter__(value)
        return [_encode(v, budget, 3) for v in items]
    return _tag(value)


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
    text = _text("".join(lines))
    return text if len(text) <= 8000 else text[:3000] + "\n...\n" + text[-4000:]


def _exc_message(exc):
    try:
        text = str(exc)
        return _text(text) if type(text) is str else ""
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
        code, msg = None, {"status": "syntax_error", "message": _exc_message(exc)[:2000],
                           "lineno": exc.lineno, "offset": exc.offset}
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
            msg = {"status": "no_function", "found": [_text(f[:80]) for f in found[:20]]}
        elif not callable(ns[name]):
            msg = {"status": "no_function", "found": [], "not_callable": name, "type": _type_name(ns[name])}
        else:
            value = ns[name]()
            stage = "encode"
            msg = {"status": "ok", "function": name, "value": _encode(value, [cfg["result_cap"] // 8])}
    except _Done:
        pass
    except _TooLarge:
        msg = {"status": "too_large"}
    except SystemExit as exc:
        code_ = exc.code
        msg = {"status": "exited", "stage": stage,
               "code": code_ if code_ is None or (type(code_) is int and -2**31 <= code_ < 2**31)
               else _exc_message(code_)[:200]}
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


def _run(cfg, result_fd, prepared):
    """Fork the learner process, collect its reply and how it ended. The reply's bytes are not
    parsed here: they go to the grader as they are (its own decoder bounds and checks them)."""
    reply_r, reply_w = os.pipe()
    setup_r, setup_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # learner process: drop every channel to the grader first
        try:
            os.close(reply_r)
            os.close(result_fd)
            os.close(setup_r)
            why = _confine(prepared, cfg["confine"]["proc"] == "self") if prepared is not None else None
            os.write(setup_w, (why or "").encode()[:2000])
            os.close(setup_w)  # from here on nothing of the runner is open in this process
            _learner(cfg, reply_w)
        finally:
            os._exit(70)
    os.close(reply_w)
    os.close(setup_w)
    for fd, _, _ in prepared or ():
        os.close(fd)
    setup = _read_all(setup_r, 4096).decode("utf-8", "replace")
    os.close(setup_r)
    data, size, too_large, status = _wait_learner(pid, reply_r, cfg["result_cap"])
    ended = {"status": "ended", "too_large": too_large,
             "exit_code": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
             "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
             "notes": ["file access not confined: " + setup] if setup else []}
    body = b""
    tail = data[-8:]
    if not too_large and len(tail) == 8 and all(c in b"0123456789abcdefABCDEF" for c in tail):
        n = int(tail, 16)
        if n <= len(data) - 8:
            body = data[-8 - n:-8]  # the last frame: bytes written before it do not count
    ended["reply_bytes"] = len(body)
    return ended, body


def main(argv):
    ctrl_fd, result_fd = int(argv[1]), int(argv[2])
    import json

    _send(result_fd, {"status": "started"})  # before the configuration: the grader may now set up
    cfg = json.loads(_read_all(ctrl_fd, _MAX_CTRL).decode("utf-8", "surrogatepass"))
    os.close(ctrl_fd)
    notes = []
    workdir = cfg.get("workdir")
    if cfg.get("private_mounts"):
        workdir, failed = _private_mounts(cfg.get("drop_uid"), cfg["tmpfs_bytes"], cfg.get("hide", []))
        if failed:
            notes.append("could not make read-only: " + ", ".join(failed[:5]))
    if workdir:
        os.chdir(workdir)
        os.environ["HOME"] = workdir
        os.environ["TMPDIR"] = workdir
    # everything the runner and the learner process need, loaded while the
    # interpreter's directories are still readable (before the privilege drop)
    import ctypes, linecache, resource, select, traceback, types  # noqa: F401,E401
    if cfg.get("preimport"):
        _reachable_imports()
    prepared = _confine_prepare(cfg["confine"], workdir) if cfg.get("confine") else None
    _make_nondumpable()
    _drop_bounding_set()
    if cfg.get("drop_uid") is not None:
        _drop_privileges(cfg["drop_uid"], cfg["drop_gid"])
        _make_nondumpable()  # a uid change resets the flag to the system default
    _drop_capabilities()
    _set_limits(cfg["limits"])
    _send(result_fd, {"status": "ready"})
    ended, body = _run(cfg, result_fd, prepared)
    ended["notes"] = (notes + ended["notes"])[:10]
    _send(result_fd, ended)
    if body:
        view = memoryview(b"%08x" % len(body) + body)  # the learner's reply, as it wrote it
        while view:
            view = view[os.write(result_fd, view):]
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
