"""Adversarial cases against the sandbox (issue 9, items 3, 5 and the sandbox side of 7).

* memory beyond --memory: memfd, tmpfs (/tmp, /dev/shm), a nested user namespace with its own
  tmpfs, fork + memory. Each ends with `memory` (or is refused outright) and the run's peak, as
  its cgroup measured it, never exceeds the cap; the cgroup is gone afterwards.
* the reply channel: learner code writes its own frame on the private reply pipe and ends its
  process (forged, nested, huge, extra keys, grader-looking notes, wrong types, truncated, two
  frames, garbage); 10,000 type names; hypothesis on the decoder with arbitrary bytes.
* links and files: the grader's command line and environment and a classmate's file are not
  readable from the sandbox.

Every case is named (the ids) and runs in every isolation mode the machine supports; a mode it
lacks is skipped with the reason. Memory cases use --memory 256 to stay cheap.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench.outline import cgroup, isolation, reply, sandbox, verdicts
from workbench.outline.load import load_outline
from workbench.exercise import get as _exercise

FUNCTION_NAMES = _exercise("flashattention").contract.functions
from sandbox_modes import unusable

MEMORY_MB = 256
CAP = MEMORY_MB * 2**20
IS_ROOT = os.geteuid() == 0


def _run(mode: str, source: str, tmp_path: Path, *, name: str = "attack.py", timeout: float = 5.0,
         memory_mb: int = MEMORY_MB):
    """Run `source` in `mode` the way load_outline does; the outcome (with cgroup counters) and verdict."""
    path = tmp_path / name
    path.write_text(source)
    outcome = sandbox.run_in_sandbox(mode, source, str(path), module="attack", names=FUNCTION_NAMES,
                                     timeout=timeout, memory_mb=memory_mb)
    return outcome, verdicts.from_outcome(path, outcome, timeout=timeout, memory_mb=memory_mb)


def _kind(verdict) -> str:
    return verdict.error.kind if verdict.error else "ok"


def _our_cgroups() -> list[str]:
    """Run cgroups this process made that still exist (there must be none between runs)."""
    left = []
    for _, mp, _, _ in cgroup._mounts():
        for root, dirs, _ in os.walk(mp):
            left += [os.path.join(root, d) for d in dirs if d.startswith(f"workbench-{os.getpid()}-")]
            if root.count("/") > 8:
                dirs[:] = []
    return left


# ------------------------------------------------------------------ 3. memory beyond --memory

FILL = '''
import os
def fill(write_one):
    """Write 8 MiB chunks until something gives; report how far it got if it ever returns."""
    n = 0
    while n < 512:  # 4 GiB: far beyond any cap
        write_one(n)
        n += 1
    return n
'''

MEMORY_ATTACKS = {
    # memfd pages belong to no address space: RLIMIT_AS never sees them
    "memfd_bomb": FILL + '''
fds = []
def one(n):
    fd = os.memfd_create("m%d" % n)
    os.write(fd, b"x" * (8 << 20))
    fds.append(fd)
def designOutline():
    return {"tiling": str(fill(one))}
''',
    "tmp_fill": FILL + '''
def one(n):
    with open("/tmp/fill%d" % n, "wb") as f:
        f.write(b"x" * (8 << 20))
def designOutline():
    return {"tiling": str(fill(one))}
''',
    "dev_shm_fill": FILL + '''
def one(n):
    with open("/dev/shm/fill%d" % n, "wb") as f:
        f.write(b"x" * (8 << 20))
def designOutline():
    return {"tiling": str(fill(one))}
''',
    "workdir_fill": FILL + '''
def one(n):
    with open("fill%d" % n, "wb") as f:
        f.write(b"x" * (8 << 20))
def designOutline():
    return {"tiling": str(fill(one))}
''',
    # its own user + mount namespace, then a tmpfs of its own size (or none) filled past the cap
    "nested_userns_tmpfs": FILL + '''
import ctypes
libc = ctypes.CDLL(None, use_errno=True)
def step(what, fn):
    try:
        if fn() not in (0, None):
            raise OSError(ctypes.get_errno(), what)
    except OSError as exc:
        raise OSError(exc.errno, "refused: %s (%s)" % (what, exc.strerror)) from None
def write(name, text):
    with open("/proc/self/" + name, "w") as f:
        f.write(text)
def designOutline():
    uid, gid = os.getuid(), os.getgid()
    step("unshare(CLONE_NEWUSER|CLONE_NEWNS)", lambda: libc.unshare(0x10000000 | 0x00020000))
    step("setgroups", lambda: write("setgroups", "deny"))
    step("uid_map", lambda: write("uid_map", "0 %d 1" % uid))
    step("gid_map", lambda: write("gid_map", "0 %d 1" % gid))
    step("mkdir", lambda: os.makedirs("/tmp/mine", exist_ok=True))
    step("mount tmpfs", lambda: libc.mount(b"tmpfs", b"/tmp/mine", b"tmpfs", 0, b"size=4g"))
    def one(n):
        with open("/tmp/mine/f%d" % n, "wb") as f:
            f.write(b"x" * (8 << 20))
    return {"tiling": str(fill(one))}
''',
    # each process stays under RLIMIT_AS; together they are far over the cap
    "fork_memory": '''
import os, time
def designOutline():
    kids = []
    for i in range(8):
        pid = os.fork()
        if pid == 0:
            block = bytearray(64 << 20)
            for j in range(0, len(block), 4096):
                block[j] = 1
            time.sleep(30)
            os._exit(0)
        kids.append(pid)
    for pid in kids:
        os.waitpid(pid, 0)
    return {"tiling": "survived"}
''',
    # a fork bomb with memory: the run's pids.max and memory cap both apply
    "fork_bomb_memory": '''
import os, time
def designOutline():
    hoard = []
    while True:
        try:
            os.fork()
        except OSError:
            pass
        hoard.append(bytearray(1 << 20))
''',
}

# What each attack may end with, per mode. "refused" = the OS refused the step (a raised OSError
# naming it, or Landlock's EACCES on the host's /tmp and /dev/shm in rlimits mode): nothing was held.
ENDS = {
    "memfd_bomb": {"memory"},
    "tmp_fill": {"memory", "exited"},
    "dev_shm_fill": {"memory", "exited"},
    "workdir_fill": {"memory", "exited"},
    "nested_userns_tmpfs": {"memory", "exited", "refused"},
    "fork_memory": {"memory"},
    "fork_bomb_memory": {"memory", "timeout"},
}
REFUSED_IN_RLIMITS = {"tmp_fill", "dev_shm_fill"}  # Landlock: only the work dir is writable


def _needs_cgroup():
    if not sys.platform.startswith("linux"):
        pytest.skip("cgroups are Linux only")
    group, why = cgroup.create(CAP, isolation.PIDS_MAX)
    if group is None:
        pytest.skip(f"no writable cgroup here ({why}): the run is capped by RLIMIT_AS only (docs/sandbox.md)")
    group.remove()


@pytest.mark.parametrize("attack", list(MEMORY_ATTACKS), ids=list(MEMORY_ATTACKS))
def test_memory_beyond_rlimit_as_is_capped(attack, mode, tmp_path):
    _needs_cgroup()
    if mode == "rlimits" and attack == "workdir_fill":
        pytest.skip("rlimits: the work dir is on the host's disk, so this is a disk fill bounded by the timeout "
                    "and RLIMIT_FSIZE per file (page cache, reclaimable), not memory (docs/sandbox.md)")
    outcome, verdict = _run(mode, MEMORY_ATTACKS[attack], tmp_path, timeout=4)
    kind = _kind(verdict)
    if kind == "raised" and ("refused" in verdict.error.message or "Permission denied" in verdict.error.message):
        kind = "refused"
    allowed = ENDS[attack] | ({"refused"} if mode == "rlimits" and attack in REFUSED_IN_RLIMITS else set())
    assert kind in allowed, f"{attack} [{mode}]: {kind}: {verdict.error}"
    assert outcome.usage is not None, "the run had no cgroup"
    assert outcome.usage.peak_bytes is None or outcome.usage.peak_bytes <= CAP, outcome.usage
    assert _our_cgroups() == []  # removed, also after an OOM kill or a timeout


def test_memory_verdict_names_the_cap_through_check(mode, tmp_path):
    """End to end: load_outline gives `memory` with the --memory value in the message."""
    _needs_cgroup()
    p = tmp_path / "memfd.py"
    p.write_text(MEMORY_ATTACKS["memfd_bomb"])
    res = load_outline(p, timeout=4, memory_mb=MEMORY_MB, isolation=mode)
    assert res.error is not None and res.error.kind == "memory", res.error
    assert f"{MEMORY_MB} MiB" in res.error.message and "--memory" in res.error.message


CHILDREN_OVER_CAP = '''
import os
import time
def designOutline():
    pids = []
    for _ in range(3):  # each child under RLIMIT_AS, together over the run's cap
        pid = os.fork()
        if pid == 0:
            block = bytearray(120 << 20)
            for i in range(0, len(block), 4096):
                block[i] = 1
            time.sleep(2)  # hold it while the others allocate: together they pass the cap
            os._exit(0)
        pids.append(pid)
    for pid in pids:
        os.waitpid(pid, 0)
    return {"tiling": "Q blocks of 128 rows stay in SRAM while K/V stream in 64-row tiles."}
'''


def test_children_killed_at_the_cap_fail_the_run(mode, tmp_path):
    """The cap is the run's: children the kernel kills at it make the verdict `memory`, even though
    the parent survives and returns an outline."""
    _needs_cgroup()
    outcome, verdict = _run(mode, CHILDREN_OVER_CAP, tmp_path, timeout=8, memory_mb=200)
    assert outcome.usage is not None and (outcome.usage.oom_kills > 0 or outcome.usage.limit_hits > 0), outcome.usage
    assert _kind(verdict) == "memory", verdict.error


def test_nested_user_namespace_is_refused_under_bubblewrap(tmp_path):
    if "bubblewrap" not in _modes_here(tmp_path) or not isolation.bwrap_supports("--disable-userns"):
        pytest.skip("bubblewrap with --disable-userns not usable here")
    _needs_cgroup()
    _, verdict = _run("bubblewrap", MEMORY_ATTACKS["nested_userns_tmpfs"], tmp_path)
    assert verdict.error.kind == "raised" and "refused: unshare" in verdict.error.message, verdict.error


def _modes_here(tmp_path) -> list[str]:
    return [m for m in sandbox.MODES if not unusable(m, tmp_path)]


def test_bwrap_command_caps_every_tmpfs_and_refuses_user_namespaces():
    cmd = isolation._bwrap_command((5, 6), run_uid=2_000_000_001, tmpfs_bytes=CAP, no_userns=True)
    tmpfs = [cmd[i + 1] for i, a in enumerate(cmd) if a == "--tmpfs"]
    assert set(tmpfs) == {"/dev/shm", "/tmp", f"{isolation.SANDBOX_ROOT}/work"}
    for i, a in enumerate(cmd):
        if a == "--tmpfs":
            assert cmd[i - 2:i] == ["--size", str(CAP)], cmd[i - 4:i + 2]
    if IS_ROOT:
        assert {"--unshare-user", "--disable-userns"} <= set(cmd)
        assert cmd[cmd.index("--uid") + 1] == "2000000001"


def test_without_a_cgroup_the_report_says_what_is_not_capped(mode, tmp_path, monkeypatch):
    """No writable cgroup: the run still works, and its report says what is not capped (and, under
    bubblewrap as root, that nested user namespaces stay possible: the sandbox keeps its real uid)."""
    monkeypatch.setattr(cgroup, "create", lambda *a: (None, "no writable cgroup (test)"))
    p = tmp_path / "o.py"
    p.write_text("import os\ndef designOutline():\n    return dict(tiling=str(os.getuid()))\n")
    res = load_outline(p, timeout=5, isolation=mode)
    assert res.error is None and res.sandbox == mode
    assert any("RLIMIT_AS" in n and "memfd" in n and "no writable cgroup (test)" in n for n in res.notes), res.notes
    if mode == "bubblewrap" and IS_ROOT:
        assert any("can create user namespaces" in n for n in res.notes), res.notes
    if IS_ROOT:
        assert isolation.is_sandbox_uid(int(res.outline.entries["tiling"].parts[0]))


def test_cgroup_v2_layout(tmp_path, monkeypatch):
    """v2 (not mounted with controllers on every machine): memory.max, memory.swap.max, pids.max are
    written, the counters are read from memory.peak and memory.events, and cgroup.kill is used."""
    mp = tmp_path / "unified"
    (mp / "grader").mkdir(parents=True)
    for d in (mp, mp / "grader"):
        (d / "cgroup.controllers").write_text("cpu memory pids\n")
        (d / "cgroup.subtree_control").write_text("memory pids\n")
    monkeypatch.setattr(cgroup, "_make", lambda parent, name: _mk(parent, name))
    group, why = cgroup._v2([("/", str(mp), "cgroup2", set())], {"": "/grader"}, "run1", CAP, 99)
    assert group is not None, why
    d = Path(group.dirs[""])
    assert d == mp / "grader" / "run1"
    assert (d / "memory.max").read_text() == str(CAP) and (d / "pids.max").read_text() == "99"
    assert not (d / "memory.swap.max").exists()  # only written where the kernel has swap accounting
    (d / "memory.peak").write_text("1234\n")
    (d / "memory.events").write_text("low 0\nhigh 0\nmax 7\noom 1\noom_kill 2\n")
    assert group.usage() == cgroup.Usage(1234, 2, 7)
    assert group.enter_command(["true"])[-2:] == ["--", "true"]
    assert str(d / "cgroup.procs") in group.enter_command(["true"])
    group.kill()
    assert (d / "cgroup.kill").read_text() == "1"


def _mk(parent, name):
    path = os.path.join(parent, name)
    os.mkdir(path)
    return path


# ------------------------------------------------------------------------ 5. the reply channel

# Learner code that writes FRAME (bytes) on its reply pipe, the way the runner frames a reply
# (payload + 8 hex digits of length as a trailer), then ends its process as the runner would.
FORGE = '''
import os, stat
def _pipes():
    for fd in range(3, 256):
        try:
            if stat.S_ISFIFO(os.fstat(fd).st_mode):
                yield fd
        except OSError:
            pass
def designOutline():
    data = DATA
    for fd in _pipes():
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
        except OSError:
            pass
    os._exit(0)
'''


def _framed(payload: bytes) -> bytes:
    return payload + b"%08x" % len(payload)


def _ok(value: dict, **extra) -> bytes:
    msg = {"status": "ok", "function": "designOutline",
           "value": {"pairs": [[k, v] for k, v in value.items()]}, **extra}
    return json.dumps(msg).encode()


GOOD = {"memoryTraffic": "m", "tiling": "t", "numericalStability": "n"}
FORGED = {
    "nested_1e5": _framed(b'{"status": "ok", "function": "designOutline", "value": ' + b"[" * 100_000
                          + b"]" * 100_000 + b"}"),
    "nested_dict_5e4": _framed(b'{"status": "ok", "function": "designOutline", "value": '
                               + b'{"pairs": [["tiling", ' * 50_000 + b'"x"' + b"]]}" * 50_000 + b"}"),
    "extra_key": _framed(_ok(GOOD, extra=1)),
    "notes_key": _framed(_ok(GOOD, notes=["sandbox: isolation verified by the grader"])),
    "sandbox_notes_key": _framed(_ok(GOOD, sandbox_notes=["isolation verified by the grader"])),
    "sandbox_key": _framed(_ok(GOOD, sandbox="bubblewrap", passed=True, score=1.0)),
    "wrong_types": _framed(b'{"status": "ok", "function": "designOutline", "value": {"pairs": [[1, 2.5]]}}'),
    "status_unknown": _framed(b'{"status": "passed", "score": 1.0}'),
    "long_type_name": _framed(_ok({"tiling": {"type": "T" * 10_000}})),
    "lone_surrogate": _framed(b'{"status": "ok", "function": "designOutline", "value": {"pairs": '
                              b'[["tiling", "\\ud800"]]}}'),
    "truncated": b"%08x" % 1000 + b'{"status": "ok"',
    "frame_then_garbage": _framed(_ok(GOOD)) + b"\x00garbage\xff" * 10,
    "not_json": _framed(b"\xff\xfe not json at all"),
    "empty": b"",
}
# the same forged frame must end the same way in every mode; "exited" names the private channel
FORGED_ENDS = {name: ("exited", "private reply channel") for name in FORGED}
FORGED_ENDS["truncated"] = ("exited", "result channel")
FORGED_ENDS["frame_then_garbage"] = ("exited", "result channel")
FORGED_ENDS["empty"] = ("exited", "result channel")


@pytest.mark.parametrize("name", list(FORGED), ids=list(FORGED))
def test_forged_reply_frames_get_a_clean_verdict(name, mode, tmp_path):
    source = FORGE.replace("DATA", repr(FORGED[name]))
    outcome, verdict = _run(mode, source, tmp_path)
    kind, words = FORGED_ENDS[name]
    assert verdict.error is not None and verdict.error.kind == kind, (name, verdict.error)
    assert words in verdict.error.message, verdict.error.message
    assert not any("isolation verified" in n for n in verdict.notes), verdict.notes
    assert all(not n.startswith("sandbox:") or "verified" not in n for n in verdict.notes)


def test_two_frames_the_last_counts_and_is_only_data(mode, tmp_path):
    """Two well-formed frames: the last one is taken. It is the learner's own value, as returning it would
    be; no grader field (notes, sandbox) can come with it."""
    data = _framed(_ok({"tiling": "first"})) + _framed(_ok({"tiling": "second"}))
    _, verdict = _run(mode, FORGE.replace("DATA", repr(data)), tmp_path)
    assert verdict.error is None, verdict.error
    assert verdict.raw == {"tiling": "second"}


def test_huge_reply_is_an_output_limit(mode, tmp_path):
    """100 MB written on the reply pipe: the runner stops reading at RESULT_CAP and kills the writer."""
    source = FORGE.replace("DATA", 'b"[" * (100 << 20)')
    _, verdict = _run(mode, source, tmp_path, memory_mb=512)
    assert verdict.error is not None and verdict.error.kind == "output_limit", verdict.error


TYPE_NAMES = '''
import os
def designOutline():
    tag = os.urandom(4).hex()  # distinct names in every file: no cache of names can absorb them
    kinds = [type("T%05d_%s_" % (i, tag) + "x" * 60, (), {}) for i in range(10000)]
    return {"tiling": [k() for k in kinds], "memoryTraffic": {"k%d" % i: k() for i, k in enumerate(kinds[:100])}}
'''


def test_ten_thousand_type_names_stay_data(mode, tmp_path):
    before = len(reply.Foreign.__subclasses__())
    outcome, verdict = _run(mode, TYPE_NAMES, tmp_path)
    assert verdict.error is None, verdict.error  # the value crosses; normalize() names the wrong type
    assert isinstance(verdict.raw["tiling"][0], reply.Foreign) and len(verdict.raw["tiling"]) == 10000
    assert type(verdict.raw["tiling"][0]) is reply.Foreign and len(reply.Foreign.__subclasses__()) == before
    assert verdict.raw["tiling"][0].name.startswith("T00000_")
    assert all(len(f.name) <= reply.NAME for f in verdict.raw["tiling"])


def _rss() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


@pytest.mark.slow
def test_grader_memory_does_not_grow_across_fifty_hostile_files(tmp_path):
    """50 files returning 10,000 distinct type names each: the grader's RSS stays flat (it grew
    by ~150 MiB per file when each name became a class)."""
    modes = _modes_here(tmp_path)
    if not modes or not os.path.exists("/proc/self/statm"):
        pytest.skip("no usable mode or no /proc")
    p = tmp_path / "names.py"
    p.write_text(TYPE_NAMES)
    for _ in range(5):  # warm up: imports, pydantic's schema caches, allocator arenas
        load_outline(p, timeout=10, isolation=modes[0])
    start = _rss()
    for _ in range(50):
        res = load_outline(p, timeout=10, isolation=modes[0])
        assert res.error is not None and res.error.kind == "wrong_type", res.error
    grown = _rss() - start
    print(f"grader RSS: {start / 2**20:.1f} MiB after 5 files, grew {grown / 2**20:.1f} MiB over 50 more")
    assert grown < 32 * 2**20, f"grader RSS grew by {grown / 2**20:.1f} MiB over 50 files"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=4096))
def test_reply_decoder_on_arbitrary_bytes_never_raises(data):
    got = reply.parse_reply(data)
    assert isinstance(got, str) or got.status in ("ok", "raised", "exited", "memory", "too_large",
                                                  "no_function", "syntax_error")
    if not isinstance(got, str) and isinstance(got, reply.Ok):
        reply.decode_value(got.value)
    assert reply.parse_runner_frame(data) is None or reply.parse_runner_frame(data).status in (
        "started", "ready", "ended")
    outcome = sandbox.ChildOutcome(mode="rlimits", frame=reply.Ended(
        status="ended", exit_code=0, signal=None, too_large=False, reply_bytes=len(data), notes=[]),
        started=True, ready=True, reply=data)
    v = verdicts.from_outcome(Path("o.py"), outcome, timeout=1, memory_mb=64)
    assert isinstance(v, verdicts.Verdict)
    assert v.error is None or v.error.kind in ("exited", "raised", "memory", "output_limit", "no_function",
                                               "syntax_error")
    assert not any("verified" in n for n in v.notes)


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(_json, st.sampled_from(["ok", "raised", "exited", "memory", "too_large", "no_function", "syntax_error"]))
def test_reply_decoder_on_arbitrary_json_never_raises(value, status):
    for msg in ({"status": status, "function": "designOutline", "value": value}, {"status": status, "x": value},
                value):
        got = reply.parse_reply(json.dumps(msg).encode())
        if isinstance(got, reply.Ok):
            reply.decode_value(got.value)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=2048))
def test_frame_splitter_on_arbitrary_bytes_never_raises(data):
    buf = bytearray(data)
    frames = sandbox._parse_frames(buf)
    assert sum(len(f) + 8 for f in frames) + len(buf) <= len(data)
    for f in frames:
        reply.parse_runner_frame(f)


# -------------------------------------------------------------------------- 7. links and files

SPY = '''
import os
def designOutline():
    seen = []
    try:
        pids = os.listdir("/proc")
    except OSError as exc:
        pids = []
        seen.append("no /proc listing: %s" % exc.errno)
    for pid in pids + ["PARENT"]:
        if pid != "PARENT" and not pid.isdigit():
            continue
        for what in ("cmdline", "environ"):
            try:
                with open("/proc/%s/%s" % (pid, what), "rb") as f:
                    seen.append(f.read().decode("utf-8", "replace"))
            except OSError:
                pass
    return {"tiling": "\\n".join(seen)[:500000]}
'''


def test_grader_command_line_and_environment_are_not_readable(mode, tmp_path):
    """The grader runs with a secret in its argv (say an --output path) and its environment; the
    learner scans every /proc/<pid>/cmdline and environ it can open (rlimits mode included)."""
    token = "argv-token-" + os.urandom(6).hex()
    p = tmp_path / "spy.py"
    ppid_hint = str(os.getpid())
    p.write_text(SPY.replace("PARENT", ppid_hint))
    code = ("import sys, json; from workbench.outline.load import load_outline\n"
            f"r = load_outline({str(p)!r}, timeout=5, isolation={mode!r})\n"
            "print(json.dumps([r.error and r.error.kind, r.outline and r.outline.entries['tiling'].parts[0]]))")
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parent.parent), WORKBENCH_TEST_SECRET=token)
    out = subprocess.run([sys.executable, "-c", code, "--output", f"/tmp/{token}/report.json"], env=env,
                         capture_output=True, text=True, timeout=120, cwd=Path(__file__).parent.parent)
    assert out.returncode == 0, out.stderr
    kind, text = json.loads(out.stdout.strip().splitlines()[-1])
    assert kind is None, out.stdout
    assert token not in text


CLASSMATE = '''
import os
HERE = os.path.dirname(__file__)
def designOutline():
    found = []
    for path in (os.path.join(HERE, "..", "bob", "outline.py"), "BOB_ABS", os.path.join(HERE, "notes.py"),
                 "NEIGHBOUR_ABS"):
        try:
            with open(path) as f:
                found.append(f.read())
        except OSError as exc:
            found.append("denied %s" % exc.errno)
    try:
        found.append(" ".join(os.listdir(os.path.join(HERE, ".."))))
    except OSError as exc:
        found.append("no listing %s" % exc.errno)
    return {"tiling": "\\n".join(found)}
'''


@pytest.mark.parametrize("layout", ["class_folder", "same_folder"])
def test_classmates_files_are_not_readable(layout, mode, tmp_path):
    """A class folder with world-readable submissions (the worst case the docs name): alice's file
    must not read bob's, nor a neighbour in her own folder, by relative or absolute path."""
    secret = "bobs-answer-" + os.urandom(6).hex()
    root = tmp_path / "class"
    for who in ("alice", "bob"):
        (root / who).mkdir(parents=True)
    os.chmod(tmp_path, 0o755)
    os.chmod(root, 0o755)
    bob = root / "bob" / "outline.py"
    bob.write_text(f"def designOutline():\n    return {{'tiling': '{secret}'}}\n")
    neighbour = root / "alice" / "notes.py"
    neighbour.write_text(f"# {secret}\n")
    for f in (bob, neighbour):
        os.chmod(f, 0o644)
        os.chmod(f.parent, 0o755)
    alice = root / "alice" / "outline.py" if layout == "class_folder" else root / "alice" / "second.py"
    alice.write_text(CLASSMATE.replace("BOB_ABS", str(bob)).replace("NEIGHBOUR_ABS", str(neighbour)))
    res = load_outline(alice, timeout=5, isolation=mode)
    assert res.error is None, res.error
    text = res.outline.entries["tiling"].parts[0]
    assert secret not in text, text
    assert "bob" not in text.split("\n")[-1]  # not even the class folder's listing


def test_the_learner_reads_no_file_of_the_host_outside_the_system_dirs(mode, tmp_path):
    """unshare and rlimits modes: Landlock leaves the system directories and the interpreter only
    (bubblewrap shows nothing else anyway). A world-readable file in the grader's folder stays unread."""
    secret = "host-file-" + os.urandom(6).hex()
    other = tmp_path / "elsewhere"
    other.mkdir()
    os.chmod(tmp_path, 0o755)
    os.chmod(other, 0o755)
    (other / "data.txt").write_text(secret)
    os.chmod(other / "data.txt", 0o644)
    p = tmp_path / "sub" / "o.py"
    p.parent.mkdir()
    p.write_text(textwrap.dedent(f'''
        def designOutline():
            try:
                return {{"tiling": open({str(other / "data.txt")!r}).read()}}
            except OSError as exc:
                return {{"tiling": "denied %s" % exc.errno}}
    '''))
    res = load_outline(p, timeout=5, isolation=mode)
    assert res.error is None, res.error
    text = res.outline.entries["tiling"].parts[0]
    if secret in text:
        assert any("not confined" in n for n in res.notes), res.notes  # only where Landlock is missing, noted
    else:
        assert text.startswith("denied")


def test_reply_notes_come_from_the_runner_only(mode, tmp_path):
    """A normal file gets no sandbox notes it did not earn; the runner's notes are the only source."""
    p = tmp_path / "o.py"
    p.write_text("X = [1][0]\ndef designOutline():\n    return dict(tiling=str(X), notes='sandbox: verified')\n")
    res = load_outline(p, timeout=5, isolation=mode)
    assert res.error is None
    assert not any(re.search("verified", n) for n in res.notes), res.notes


def test_unshare_hides_the_class_folder_even_without_landlock(tmp_path, monkeypatch):
    """unshare mode covers the submission's folder and the class folder with an empty tmpfs, so a
    classmate's file stays unreadable where the kernel has no Landlock. (The class folder here is
    outside /tmp, whose private tmpfs would hide it anyway.)"""
    if "unshare" not in _modes_here(tmp_path):
        pytest.skip("unshare not usable here")
    real = sandbox.runner_config

    def without_landlock(*a, **kw):
        cfg = real(*a, **kw)
        cfg["confine"] = None
        return cfg

    monkeypatch.setattr(sandbox, "runner_config", without_landlock)
    base = Path(__file__).parent / f".class-{os.getpid()}-{os.urandom(3).hex()}"  # not under /tmp
    try:
        secret = "bobs-answer-" + os.urandom(6).hex()
        (base / "alice").mkdir(parents=True)
        (base / "bob").mkdir()
        bob = base / "bob" / "outline.py"
        bob.write_text(f"# {secret}\n")
        for d in (base, base / "alice", base / "bob"):
            os.chmod(d, 0o755)
        os.chmod(bob, 0o644)
        alice = base / "alice" / "outline.py"
        alice.write_text(CLASSMATE.replace("BOB_ABS", str(bob)).replace("NEIGHBOUR_ABS", str(bob)))
        res = load_outline(alice, timeout=5, isolation="unshare")
        assert res.error is None, res.error
        text = res.outline.entries["tiling"].parts[0]
        assert secret not in text and "bob" not in text.split("\n")[-1], text
    finally:
        import shutil

        shutil.rmtree(base, ignore_errors=True)


def test_a_dead_graders_cgroups_are_removed_by_the_next_run(tmp_path):
    """A grader killed with SIGKILL leaves its run's group behind; the next run removes it (killing
    what is still inside) before making its own."""
    _needs_cgroup()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    group, _ = cgroup.create(CAP, isolation.PIDS_MAX)
    stale = []
    try:
        for d in group.made:
            path = os.path.join(os.path.dirname(d), f"workbench-{dead.pid}-stale")
            os.mkdir(path)
            stale.append(path)
        sleeper = subprocess.Popen(["sleep", "30"])
        with open(os.path.join(stale[0], "cgroup.procs"), "w") as f:
            f.write(str(sleeper.pid))
    finally:
        group.remove()
    again, _ = cgroup.create(CAP, isolation.PIDS_MAX)
    again.remove()
    assert sleeper.wait(timeout=10) == -9
    assert not any(os.path.exists(p) for p in stale)
