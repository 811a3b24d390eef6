"""Hostile submissions: every file in tests/hostile/ gets the verdict its header
states, in every isolation mode this machine supports, within timeout + 2 s,
and none of them can forge a result, read the grader's secrets, write or delete
outside the sandbox, or kill the grader.

Header of each file:  `# expect: KIND exit=N`  (optionally `# expect[MODE]: ...`).
Placeholders such as {{PORT}} are filled in per test (see `_prepare`).
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import socket
import threading
import time
from pathlib import Path

import pytest

from workbench.outline import isolation, sandbox
from workbench.outline.load import load_outline

HOSTILE = Path(__file__).parent / "hostile"
FILES = sorted(HOSTILE.glob("*.py"))
TIMEOUT = 2.0
MEMORY_MB = 512
SECRET_ENV = "WORKBENCH_TEST_SECRET"
IS_ROOT = os.geteuid() == 0
_probe: dict[str, str | None] = {}


def mode_unavailable(mode: str, tmp: Path) -> str | None:
    """Why `mode` cannot run here (probed once with a file that must execute), or None."""
    if mode not in _probe:
        reason = sandbox.available(mode)
        if reason is None:
            probe = tmp / "probe_outline.py"
            probe.write_text("X = [1][0]\ndef designOutline():\n    return {'tiling': str(X)}\n")
            res = load_outline(probe, timeout=5, isolation=mode)
            if res.error is not None:
                reason = res.error.message
        _probe[mode] = reason
    return _probe[mode]


@pytest.fixture(params=sandbox.MODES)
def mode(request, tmp_path_factory):
    reason = mode_unavailable(request.param, tmp_path_factory.mktemp("probe"))
    if reason:
        pytest.skip(f"{request.param} not usable here: {reason}")
    return request.param


def expectation(path: Path, mode: str) -> tuple[str, int]:
    header = path.read_bytes()[:400].decode("latin-1")
    found = re.search(rf"^# expect\[{mode}\]: (\w+) exit=(\d)", header, re.M) or re.search(
        r"^# expect: (\w+) exit=(\d)", header, re.M)
    assert found, f"{path.name} has no '# expect: KIND exit=N' header"
    return found.group(1), int(found.group(2))


def test_corpus_is_large_enough():
    assert len(FILES) >= 30
    kinds = {expectation(f, "x")[0] for f in FILES}
    assert {"timeout", "memory", "exited", "raised", "output_limit", "wrong_type", "ok"} <= kinds


class Ctx:
    """Per-test paths and services the placeholders point at."""

    def __init__(self, tmp: Path):
        self.token = secrets.token_hex(6)
        self.sub_dir = tmp / "submission"
        self.sub_dir.mkdir(parents=True)
        (self.sub_dir / "SENTINEL").write_text("keep me")
        self.marker_dir = tmp / "marker"
        self.marker_dir.mkdir(mode=0o755)
        self.repo = tmp / "repo"
        self.repo.mkdir(mode=0o755)
        (self.repo / "pyproject.toml").write_text("[project]\n")
        self.secret_path = tmp / "secret.txt"
        self.secret_value = f"TOPSECRET-{self.token}"
        self.secret_path.write_text(self.secret_value)
        self.secret_path.chmod(0o600)
        self.port = 0
        self.connections = 0
        self._server: socket.socket | None = None

    def serve(self) -> None:
        self._server = socket.socket()
        self._server.bind(("127.0.0.1", 0))
        self._server.listen(4)
        self._server.settimeout(0.2)
        self.port = self._server.getsockname()[1]

        def accept():
            end = time.monotonic() + TIMEOUT + 3
            while time.monotonic() < end and self._server is not None:
                try:
                    conn, _ = self._server.accept()
                    self.connections += 1
                    conn.close()
                except OSError:
                    continue

        threading.Thread(target=accept, daemon=True).start()

    def close(self) -> None:
        server, self._server = self._server, None
        if server:
            server.close()
        Path(f"/tmp/PWNED_HOST_TMP_{self.token}").unlink(missing_ok=True)


def _prepare(src: Path, ctx: Ctx) -> Path:
    data = src.read_bytes()
    subst = {"PORT": str(ctx.port), "SECRET_PATH": str(ctx.secret_path), "MARKER_DIR": str(ctx.marker_dir),
             "TOKEN": ctx.token, "REPO": str(ctx.repo)}
    for key, value in subst.items():
        data = data.replace(b"{{" + key.encode() + b"}}", value.encode())
    dest = ctx.sub_dir / src.name
    dest.write_bytes(data)
    return dest


def _sandbox_tasks() -> int:
    """Live (not zombie) processes running under a sandbox uid: killed leftovers linger as
    zombies until init reaps them."""
    live = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            status = (entry / "status").read_text()
        except OSError:
            continue
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        uid = fields.get("Uid", "").split()[:1]
        if uid and isolation.is_sandbox_uid(int(uid[0])) and not fields.get("State", "").strip().startswith(
                ("Z", "X")):
            live += 1
    return live


def _text(res) -> str:
    return "\n".join(e.text for e in res.outline.entries.values()) if res.outline else ""


def _wait_for_tasks(baseline: int, within: float = 2.0) -> int:
    end = time.monotonic() + within
    while True:
        now = _sandbox_tasks()
        if now <= baseline or time.monotonic() > end:
            return now
        time.sleep(0.05)


# Extra assertions beyond the verdict, keyed by file name.
def _no_forgery(res, ctx, mode):
    assert "FORGED" not in _text(res)


def _env(res, ctx, mode):
    text = _text(res)
    assert "s3cr3t" not in text
    keys = {line.split("=", 1)[0] for line in text.splitlines() if "=" in line}
    assert keys <= {"PATH", "LANG", "HOME", "PWD", "TMPDIR", "WORKBENCH_RUN"}, keys


def _proc_scan(res, ctx, mode):
    assert "s3cr3t" not in _text(res)


def _secret_file(res, ctx, mode):
    text = _text(res)
    assert ctx.secret_value not in text and "denied" in text


def _write_outside(res, ctx, mode):
    assert sorted(p.name for p in ctx.sub_dir.iterdir()) == ["SENTINEL", "write_outside.py"]
    assert not (ctx.marker_dir / "PWNED_MARKER_DIR").exists()
    assert not (ctx.repo / f"PWNED_REPO_{ctx.token}").exists()
    if mode != "rlimits":  # rlimits has no private /tmp (docs/sandbox.md)
        assert not Path(f"/tmp/PWNED_HOST_TMP_{ctx.token}").exists()


def _delete(res, ctx, mode):
    assert (ctx.sub_dir / "delete_files.py").exists()
    assert (ctx.sub_dir / "SENTINEL").read_text() == "keep me"
    assert (ctx.repo / "pyproject.toml").exists()


def _grader_alive(res, ctx, mode):
    killed = set(re.findall(r"killed (\d+)", _text(res)))
    # it found nothing of ours it could kill. Under bubblewrap (user namespace) it may signal the
    # namespace's own init, PID 1, whose SIGKILL from inside the namespace the kernel discards
    assert killed <= ({"1"} if mode == "bubblewrap" else set()), killed


def _network(res, ctx, mode):
    text = _text(res)
    if mode == "rlimits":  # no network namespace: a documented gap, shown here
        assert "network: open" in text
        return
    assert "network: blocked" in text and ctx.connections == 0


def _fork_cleanup(res, ctx, mode):
    if IS_ROOT:
        assert _wait_for_tasks(ctx.tasks_before) <= ctx.tasks_before


def _fast(res, ctx, mode):
    assert ctx.elapsed < TIMEOUT  # a lingering thread must not hold up the verdict


def _proc_parent(res, ctx, mode):
    text = _text(res)
    assert "wrote" not in text and "mem opened" not in text


CHECKS = {
    "forge_stdout_json.py": _no_forgery,
    "forge_stderr.py": _no_forgery,
    "forge_frame_inspection.py": _no_forgery,
    "monkeypatch_json.py": _no_forgery,
    "forge_via_proc_parent.py": _proc_parent,
    "env_leak.py": _env,
    "env_proc_scan.py": _proc_scan,
    "read_secret_file.py": _secret_file,
    "write_outside.py": _write_outside,
    "delete_files.py": _delete,
    "kill_grader_by_name.py": _grader_alive,
    "network.py": _network,
    "fork_bomb.py": _fork_cleanup,
    "fork_escape_setsid.py": _fork_cleanup,
    "threads_outlive_return.py": _fast,
}

# Attacks that, without a PID namespace and without root to drop to a fresh uid,
# would hit the test runner itself: only meaningful where they are contained.
UNSAFE_WITHOUT_ISOLATION = {"kill_everything.py", "kill_grader_by_name.py"}


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_hostile(path: Path, mode: str, tmp_path: Path, monkeypatch):
    if mode == "rlimits" and not IS_ROOT and path.name in UNSAFE_WITHOUT_ISOLATION:
        pytest.skip("rlimits without root cannot stop this attack (docs/sandbox.md)")
    monkeypatch.setenv(SECRET_ENV, "s3cr3t-value")
    ctx = Ctx(tmp_path)
    try:
        if path.name == "network.py":
            ctx.serve()
        sub = _prepare(path, ctx)
        ctx.tasks_before = _sandbox_tasks() if IS_ROOT else 0
        start = time.monotonic()
        res = load_outline(sub, timeout=TIMEOUT, memory_mb=MEMORY_MB, isolation=mode)
        ctx.elapsed = time.monotonic() - start
        kind, _ = expectation(path, mode)
        got = res.error.kind if res.error else "ok"
        assert got == kind, f"{path.name} [{mode}]: expected {kind}, got {got}: {res.error}"
        assert ctx.elapsed < TIMEOUT + 2, f"{path.name} took {ctx.elapsed:.1f} s"
        if res.error is not None:
            assert str(sub) in res.error.message or res.error.kind == "sandbox_error"
        assert res.sandbox in (mode, "ast", "none")
        check = CHECKS.get(path.name)
        if check:
            check(res, ctx, mode)
    finally:
        ctx.close()
    # the grader is still here and still works
    again = load_outline(HOSTILE.parent / "hostile" / "recursion.py", timeout=TIMEOUT, isolation=mode)
    assert again.error is not None and again.error.kind == "raised"


def test_hostile_exit_codes(tmp_path: Path, monkeypatch):
    """Through the CLI (auto isolation, as CI runs it): each file gets its documented exit code."""
    from typer.testing import CliRunner

    from workbench.cli.app import app

    monkeypatch.setenv(SECRET_ENV, "s3cr3t-value")
    runner = CliRunner()
    mode = next((m for m in sandbox.MODES if not mode_unavailable(m, tmp_path)), None)
    if mode is None:
        pytest.skip("no sandbox usable here")
    wrong = []
    for path in FILES:
        if mode == "rlimits" and not IS_ROOT and path.name in UNSAFE_WITHOUT_ISOLATION:
            continue
        ctx = Ctx(tmp_path / path.stem)
        try:
            if path.name == "network.py":
                ctx.serve()
            sub = _prepare(path, ctx)
            start = time.monotonic()
            result = runner.invoke(app, ["check", str(sub), "--format", "json", "--timeout", str(TIMEOUT),
                                         "--memory", str(MEMORY_MB), "--no-evidence"])
            elapsed = time.monotonic() - start
        finally:
            ctx.close()
        _, code = expectation(path, mode)
        if result.exit_code != code or elapsed > TIMEOUT + 2 or "Traceback" in result.output:
            wrong.append(f"{path.name}: exit {result.exit_code} (expected {code}) in {elapsed:.1f} s")
    assert not wrong, "\n".join(wrong)


@pytest.fixture(autouse=True)
def _cleanup_host_tmp():
    yield
    for p in Path("/tmp").glob("PWNED_*"):
        try:
            p.unlink()
        except OSError:
            shutil.rmtree(p, ignore_errors=True)
