"""The sandbox itself: what the learner's code sees in each isolation mode, the
runner's protocol, and how outcomes become verdicts."""

from __future__ import annotations

import ast
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from workbench.outline import cgroup, isolation, reply, sandbox, verdicts
from workbench.outline.load import load_outline
from workbench.outline.model import OutlineError, normalize
from sandbox_modes import unusable

IS_ROOT = os.geteuid() == 0


PROBE = '''
import os, resource, socket, json, ctypes

def designOutline():
    facts = {}
    facts["uid"] = os.getuid()
    facts["gid"] = os.getgid()
    facts["groups"] = os.getgroups()
    facts["cwd_listing"] = os.listdir(".")
    open("scratch.txt", "w").write("ok")
    facts["cwd_writable"] = os.path.exists("scratch.txt")
    facts["stdin"] = os.read(0, 10).decode()
    facts["pid"] = os.getpid()
    try:
        facts["procs"] = len([p for p in os.listdir("/proc") if p.isdigit()])
    except OSError as exc:  # rlimits mode under Landlock: only its own /proc/self
        facts["procs"] = exc.errno
    facts["as"] = resource.getrlimit(resource.RLIMIT_AS)[0]
    facts["core"] = resource.getrlimit(resource.RLIMIT_CORE)[0]
    facts["fsize"] = resource.getrlimit(resource.RLIMIT_FSIZE)[0]
    facts["cpu"] = resource.getrlimit(resource.RLIMIT_CPU)[0]
    facts["nproc"] = resource.getrlimit(resource.RLIMIT_NPROC)[0]
    facts["dumpable"] = ctypes.CDLL(None).prctl(3, 0, 0, 0, 0)
    facts["no_new_privs"] = ctypes.CDLL(None).prctl(39, 0, 0, 0, 0)
    fds = []
    for fd in os.listdir("/proc/self/fd"):
        try:
            fds.append(os.readlink("/proc/self/fd/" + fd))
        except OSError:
            pass
    facts["fds"] = fds
    try:
        open("/usr/pwned_by_learner", "w")
        facts["usr"] = "written"
    except OSError as exc:
        facts["usr"] = exc.errno
    try:
        open("/etc/shadow").read()
        facts["shadow"] = "read"
    except OSError as exc:
        facts["shadow"] = exc.errno
    try:
        socket.create_connection(("192.0.2.1", 9), timeout=0.5)
        facts["net"] = "open"
    except OSError as exc:
        facts["net"] = type(exc).__name__
    facts["ifaces"] = open("/proc/net/dev").read().count(":")
    return {"tiling": json.dumps(facts)}
'''


def _facts(tmp_path: Path, mode: str) -> dict:
    p = tmp_path / "probe_facts.py"
    p.write_text(PROBE)
    res = load_outline(p, timeout=5, memory_mb=700, isolation=mode)
    assert res.error is None, res.error
    assert res.sandbox == mode
    return json.loads(res.outline.entries["tiling"].parts[0])


def test_what_the_learner_sees(tmp_path, mode):
    f = _facts(tmp_path, mode)
    if IS_ROOT:
        # a fresh unprivileged uid per run (not shared `nobody`), no groups
        assert isolation.is_sandbox_uid(f["uid"]) and f["gid"] == f["uid"] and f["groups"] == []
        assert f["shadow"] != "read"
    assert f["cwd_listing"] == [] and f["cwd_writable"] is True  # fresh, empty, private work dir
    assert f["stdin"] == ""  # stdin is /dev/null: never waits for input
    assert f["as"] == 700 * 2**20 and f["core"] == 0 and f["fsize"] == isolation.FSIZE_CAP
    assert f["cpu"] == 6
    if IS_ROOT:
        assert f["nproc"] == isolation.NPROC_MARGIN
    assert f["dumpable"] == 0  # cannot be ptraced, /proc/<pid>/fd of the runner closed to it
    assert f["no_new_privs"] == 1  # setuid binaries cannot raise privileges
    pipes = [x for x in f["fds"] if x.startswith("pipe:")]
    assert len(pipes) <= 3, f["fds"]  # stdout, stderr, its own reply pipe: never the grader's result channel
    assert f["usr"] in (13, 30)  # EACCES or EROFS
    if mode != "rlimits":
        assert f["usr"] == 30  # read-only file system
        assert f["pid"] < 10 and f["procs"] < 10  # own PID namespace
        assert f["ifaces"] == 1 and f["net"] != "open"  # loopback only
    assert not Path("/usr/pwned_by_learner").exists()


def test_result_channel_is_not_in_the_learner_process(tmp_path, mode):
    """Writing a perfect forged frame to every descriptor changes nothing."""
    p = tmp_path / "forge.py"
    frame = json.dumps({"status": "ok", "function": "designOutline", "value": {"\u0000dict": [["tiling", "FORGED"]]}})
    p.write_text(textwrap.dedent(f'''
        import os
        FRAME = {json.dumps(frame)}
        def designOutline():
            data = ("%08x" % len(FRAME) + FRAME).encode()
            for fd in range(256):
                try:
                    os.write(fd, data)
                except OSError:
                    pass
            return dict(tiling="honest")
    '''))
    res = load_outline(p, timeout=5, isolation=mode)
    assert res.error is None and res.outline.entries["tiling"].parts == ["honest"]


def test_grader_environment_is_scrubbed(tmp_path, mode, monkeypatch):
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "do-not-leak")
    p = tmp_path / "env.py"
    p.write_text("import os\ndef designOutline():\n    return dict(tiling=repr(dict(os.environ)))\n")
    res = load_outline(p, timeout=5, isolation=mode)
    assert "do-not-leak" not in res.outline.entries["tiling"].parts[0]


# ------------------------------------------------------------------ invariants


def test_runner_uses_only_the_standard_library():
    tree = ast.parse(Path(isolation.CHILD).read_text())
    names = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert names and names <= set(sys.stdlib_module_names), names - set(sys.stdlib_module_names)


def test_loading_never_imports_torch_or_triton(tmp_path):
    p = tmp_path / "o.py"
    p.write_text("X = 1\ndef designOutline():\n    return dict(tiling=str(X))\n")
    code = (f"import sys\nfrom workbench.outline.load import load_outline\nr = load_outline({str(p)!r})\n"
            "assert r.error is None, r.error\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('torch', 'triton', 'numpy')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         cwd=Path(__file__).parent.parent)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_bwrap_command_isolates():
    cmd = isolation._bwrap_command((5, 6))
    for flag in ("--unshare-pid", "--unshare-net", "--unshare-ipc", "--die-with-parent", "--new-session",
                 "--cap-drop", "--tmpfs", "--proc", "--dev"):
        assert flag in cmd
    binds = [cmd[i + 1:i + 3] for i, a in enumerate(cmd) if a == "--bind"]
    assert binds == []  # nothing of the host is writable
    assert ["--ro-bind", "/", "/"] not in [cmd[i:i + 3] for i in range(len(cmd))]  # the host FS is not exposed


# ---------------------------------------------------------------- the protocol


def test_stream_keeps_head_and_tail_only():
    s = sandbox.Stream()
    for i in range(1000):
        s.add(b"%05d\n" % i)
    assert s.total == 6000 and len(s.head) == sandbox.KEEP and len(s.tail) <= sandbox.KEEP
    text = s.text()
    assert text.startswith("00000") and text.rstrip().endswith("00999")


def test_frames_parse_incrementally():
    buf = bytearray()
    data = b"".join(b"%08x" % len(p) + p for p in (b'{"status": "started"}', b'raw reply bytes'))
    out = []
    for i in range(len(data)):
        buf += data[i:i + 1]
        out += sandbox._parse_frames(buf)
    assert out == [b'{"status": "started"}', b"raw reply bytes"]


def test_decoded_values_keep_their_type_names():
    msg = reply.parse_reply(b'{"status": "ok", "function": "designOutline", '
                            b'"value": {"pairs": [["tiling", {"type": "Plan"}]]}}')
    with pytest.raises(OutlineError) as err:
        normalize(reply.decode_value(msg.value))
    assert "Plan" in err.value.message
    msg = reply.parse_reply(b'{"status": "ok", "function": "designOutline", '
                            b'"value": {"pairs": [[{"type": "int"}, "x"]]}}')
    with pytest.raises(OutlineError) as err:
        normalize(reply.decode_value(msg.value))
    assert "not a string" in err.value.message


def _ended(signal_=None, exit_code=0, too_large=False, n=0):
    return reply.Ended(status="ended", exit_code=exit_code, signal=signal_, too_large=too_large, reply_bytes=n,
                       notes=[])


def _outcome(frame=None, ready=True, body=None, **kw):
    if isinstance(frame, dict):  # a learner reply: the runner saw the process end normally and forwarded it
        body = json.dumps(frame).encode()
        frame = _ended(n=len(body))
    return sandbox.ChildOutcome(mode="rlimits", frame=frame, started=True, ready=ready, reply=body, **kw)


@pytest.mark.parametrize(
    "outcome, kind, words",
    [
        (_outcome(None, ready=False), "sandbox_error", "grading machine"),
        (_outcome(None), "exited", "ended the sandbox"),
        (_outcome(timed_out=True), "timeout", "--timeout"),
        (_outcome(output_exceeded=True), "output_limit", "prints"),
        (_outcome(_ended(signal.SIGXCPU, None)), "timeout", "--timeout"),
        (_outcome(_ended(signal.SIGSEGV, None)), "exited", "SIGSEGV"),
        (_outcome(_ended(None, 0)), "exited", "result channel"),
        (_outcome(_ended(None, 9)), "exited", "exit code 9"),
        (_outcome(_ended(too_large=True)), "output_limit", "returned more than"),
        (_outcome({"status": "memory", "stage": "call"}), "memory", "--memory"),
        (_outcome({"status": "too_large"}), "output_limit", "returned more than"),
        (_outcome({"status": "exited", "code": 2, "stage": "call"}), "exited", "sys.exit(2)"),
        (_outcome({"status": "no_function", "found": [], "not_callable": "designOutline", "type": "int"}),
         "no_function", "is an int"),
        (_outcome({"status": "raised", "stage": "call", "type": "KeyError", "message": "'k'", "traceback": "tb"}),
         "raised", "KeyError"),
        (_outcome({"status": "weird"}), "exited", "private reply channel"),
        (_outcome(None, usage=cgroup.Usage(10**9, 1, 3)), "memory", "--memory"),
    ],
)
def test_outcomes_become_verdicts(outcome, kind, words):
    v = verdicts.from_outcome(Path("o.py"), outcome, timeout=2, memory_mb=512)
    assert v.error is not None and v.error.kind == kind
    assert words in v.error.message and "o.py" in v.error.message


REMOUNT_PROBE = '''
import ctypes, os

def designOutline():
    libc = ctypes.CDLL(None, use_errno=True)
    out = []
    for target in ("/", "TARGET_DIR"):
        rc = libc.mount(None, target.encode(), None, 32 | 4096, None)  # MS_REMOUNT | MS_BIND, i.e. rw again
        out.append("remount %s: %s" % (target, "ok" if rc == 0 else ctypes.get_errno()))
    try:
        open("TARGET_DIR/pwned", "w").write("x")
        out.append("write: ok")
    except OSError as exc:
        out.append("write: %s" % exc.errno)
    out.append(open("/proc/self/status").read().split("CapEff:")[1].split()[0])
    return {"tiling": "; ".join(out)}
'''


def test_unshare_without_root_keeps_the_file_system_read_only(tmp_path, monkeypatch):
    """A grader that is not root gets `unshare --user --map-root-user`: the runner is uid 0 of a user
    namespace and must give up every capability, or the learner could remount the host rw."""
    if unusable("unshare", tmp_path):
        pytest.skip("unshare not usable here")
    probe = subprocess.run(["unshare", "--user", "--map-root-user", "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"user namespaces not available: {probe.stderr.decode().strip()}")
    monkeypatch.setattr(isolation, "_is_root", lambda: False)
    monkeypatch.setattr(sandbox, "_is_root", lambda: False)
    monkeypatch.setattr(isolation, "_broken", {})
    target = tmp_path / "host_dir"
    target.mkdir()
    p = tmp_path / "remount.py"
    p.write_text(REMOUNT_PROBE.replace("TARGET_DIR", str(target)))
    res = load_outline(p, timeout=5, isolation="unshare")
    assert res.error is None, res.error
    text = res.outline.entries["tiling"].parts[0]
    assert "remount /: ok" not in text and "write: ok" not in text, text
    assert text.endswith("0000000000000000"), text  # no effective capabilities
    assert not (target / "pwned").exists()


def test_runs_get_different_uids(tmp_path, mode):
    if not IS_ROOT:
        pytest.skip("only a root grader switches uids")
    p = tmp_path / "uid.py"
    p.write_text("import os\ndef designOutline():\n    return dict(tiling=str(os.getuid()))\n")
    uids = {load_outline(p, timeout=5, isolation=mode).outline.entries["tiling"].parts[0] for _ in range(3)}
    assert len(uids) == 3


def test_concurrent_runs_cannot_hurt_each_other(tmp_path, mode):
    """`workbench grade -j` runs submissions side by side: kill -1 and a fork bomb in one must not
    change a classmate's verdict (each run has its own uid, hence its own signal reach and NPROC)."""
    import concurrent.futures as cf

    hostile = Path(__file__).parent / "hostile"
    good = tmp_path / "good.py"
    good.write_text("import time\ndef designOutline():\n    time.sleep(1.0)\n    return dict(tiling='fine')\n")
    jobs = [hostile / "kill_everything.py", hostile / "fork_bomb.py", good, good, good]
    if mode == "rlimits" and not IS_ROOT:
        pytest.skip("without root every run shares the grader's uid (docs/sandbox.md)")
    with cf.ThreadPoolExecutor(len(jobs)) as pool:
        results = list(pool.map(lambda f: load_outline(f, timeout=2.5, memory_mb=256, isolation=mode), jobs))
    for res in results[2:]:
        assert res.error is None, res.error
        assert res.outline.entries["tiling"].parts == ["fine"]
