"""load_outline(): the fast path, every verdict a broken file can get, and the CLI around it."""

from __future__ import annotations

import json
import os
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

from workbench.cli.app import app
from workbench.outline import isolation, sandbox
from workbench.outline.load import load_outline

GOOD = {"memoryTraffic": "m", "tiling": "t", "numericalStability": "n"}


def write(tmp_path: Path, body: str, name: str = "my_outline.py") -> Path:
    p = tmp_path / name
    p.write_text(textwrap.dedent(body))
    return p


def load(path: Path, **kw):
    kw.setdefault("timeout", 3.0)
    return load_outline(path, **kw)


# ------------------------------------------------------------------ fast path


def test_literal_outline_is_read_from_the_tree(tmp_path):
    p = write(tmp_path, '''
        """My outline."""
        from __future__ import annotations
        import math

        BLOCK = 128


        def designOutline():
            """Return the outline."""
            return {
                "memoryTraffic": "The N x N scores never go to HBM; "
                                 "Q, K, V are read once per block.",
                "tiling": ["BLOCK_M = 128", "BLOCK_N = " + "64"],
                "numericalStability": {"mechanism": "online softmax", "decision": f"fp32 accumulators"},
                "tradeOff": ("more FLOPs from recomputation",),
                "notes": "an extra entry",
            }


        if __name__ == "__main__":
            print(designOutline())
    ''')
    res = load(p)
    assert res.error is None and res.sandbox == "ast"
    o = res.outline
    assert o.entries["memoryTraffic"].parts == ["The N x N scores never go to HBM; Q, K, V are read once per block."]
    assert o.entries["tiling"].parts == ["BLOCK_M = 128", "BLOCK_N = 64"]
    assert o.entries["numericalStability"].parts == ["mechanism: online softmax", "decision: fp32 accumulators"]
    assert o.entries["failureModeOrTradeOff"].parts == ["more FLOPs from recomputation"]
    assert "entry 'notes' is not graded and was ignored" in res.notes


def test_fast_path_runs_no_code(tmp_path):
    marker = tmp_path / "ran"
    p = write(tmp_path, f'''
        def designOutline():
            return {GOOD!r}

        if __name__ == "__main__":
            open({str(marker)!r}, "w").write("x")
    ''')
    res = load(p)
    assert res.sandbox == "ast" and res.error is None and not marker.exists()


def test_snake_case_function_and_notes(tmp_path):
    p = write(tmp_path, f"def design_outline():\n    return {GOOD!r}\n")
    res = load(p)
    assert res.sandbox == "ast" and res.error is None
    assert any("design_outline()" in n for n in res.notes)


def test_both_names_defined_grades_designOutline(tmp_path):
    p = write(tmp_path, '''
        def design_outline():
            return {"tiling": "snake"}
        def designOutline():
            return {"tiling": "camel"}
    ''')
    res = load(p)
    assert res.outline.entries["tiling"].parts == ["camel"]
    assert any("both" in n for n in res.notes)


@pytest.mark.parametrize(
    "body, expected",
    [
        # a later definition wins at run time: the tree must not be trusted
        ('def designOutline():\n    return {"tiling": "first"}\n'
         'def designOutline():\n    return {"tiling": "second"}\n', "second"),
        ('def designOutline():\n    return {"tiling": "literal"}\n'
         'def other():\n    return {"tiling": "rebound"}\ndesignOutline = other\n', "rebound"),
        ('def deco(f):\n    return lambda: {"tiling": "decorated"}\n'
         '@deco\ndef designOutline():\n    return {"tiling": "literal"}\n', "decorated"),
        ('def designOutline():\n    return {"tiling": "literal"}\n'
         'designOutline.__code__ = (lambda: {"tiling": "patched"}).__code__\n', "patched"),
        ('BASE = {"tiling": "spread"}\ndef designOutline():\n    return {**BASE}\n', "spread"),
        ('def designOutline():\n    x = "computed"\n    return {"tiling": x}\n', "computed"),
        ('class C:\n    globals()["designOutline"] = lambda: {"tiling": "from class"}\n', "from class"),
        ('from functools import partial\ndesignOutline = partial(dict, tiling="partial")\n', "partial"),
    ],
    ids=["redefined", "rebound", "decorated", "code-patched", "spread", "computed", "class-body", "partial"],
)
def test_fast_path_is_not_fooled(tmp_path, body, expected):
    res = load(write(tmp_path, body))
    assert res.error is None, res.error
    assert res.sandbox != "ast"
    assert res.outline.entries["tiling"].parts == [expected]


def test_executed_outline_reports_isolation(tmp_path):
    p = write(tmp_path, '''
        PARTS = ["Q, K, V read once", "S never written"]
        def designOutline():
            return {"memoryTraffic": PARTS, "tiling": "BLOCK_M=128", "numericalStability": "online softmax"}
    ''')
    res = load(p)
    assert res.error is None
    assert res.sandbox in sandbox.MODES
    assert res.outline.entries["memoryTraffic"].parts == ["Q, K, V read once", "S never written"]


# --------------------------------------------------------------- verdicts


def test_missing_file(tmp_path):
    res = load(tmp_path / "nope.py")
    assert res.error.kind == "missing_file"
    assert "nope.py" in res.error.message and "workbench init" in res.error.message


def test_directory(tmp_path):
    (tmp_path / "a.py").write_text("")
    res = load(tmp_path)
    assert res.error.kind == "is_directory" and "a.py" in res.error.message


def test_not_a_python_file(tmp_path):
    p = tmp_path / "outline.txt"
    p.write_text(f"def designOutline():\n    return {GOOD!r}\n")
    res = load(p)
    assert res.error.kind == "not_python" and "outline.txt" in res.error.message


def test_fifo_is_refused_without_blocking(tmp_path):
    p = tmp_path / "pipe.py"
    os.mkfifo(p)
    res = load(p)
    assert res.error.kind == "not_a_file"


def test_symlink_out_of_its_folder_is_refused(tmp_path):
    secret = tmp_path / "secret.py"
    secret.write_text("PRIVATE KEY material\n")
    (tmp_path / "sub").mkdir()
    link = tmp_path / "sub" / "my_outline.py"
    link.symlink_to(secret)
    res = load(link)
    assert res.error.kind == "not_a_file" and "PRIVATE" not in res.error.message
    inside = tmp_path / "sub" / "real.py"
    inside.write_text(f"def designOutline():\n    return {GOOD!r}\n")
    ok = tmp_path / "sub" / "alias.py"
    ok.symlink_to(inside)
    assert load(ok).error is None


def test_huge_file(tmp_path):
    p = tmp_path / "big.py"
    p.write_text("# " + "x" * (2 * 1024 * 1024) + "\n")
    res = load(p)
    assert res.error.kind == "too_large" and "MiB" in res.error.message


def test_not_utf8_names_line_and_column(tmp_path):
    p = tmp_path / "latin.py"
    p.write_bytes(b"def designOutline():\n    return {'tiling': 'caf\xe9'}\n")
    res = load(p)
    assert res.error.kind == "not_utf8"
    assert "line 2" in res.error.message and "0xe9" in res.error.message and "UTF-8" in res.error.message


def test_utf8_bom_is_fine(tmp_path):
    p = tmp_path / "bom.py"
    p.write_bytes(b"\xef\xbb\xbfdef designOutline():\n    return {'tiling': 't'}\n")
    assert load(p).error is None


def test_syntax_error_shows_line_column_and_code(tmp_path):
    p = write(tmp_path, 'def designOutline():\n    return {"tiling": "t",, }\n')
    res = load(p)
    assert res.error.kind == "syntax_error"
    msg = res.error.message
    assert "line 2" in msg and "column" in msg and '{"tiling": "t",, }' in msg and "^" in msg
    assert str(p) in msg


def test_compile_time_error_is_a_syntax_error(tmp_path):
    res = load(write(tmp_path, 'return 1\ndef designOutline():\n    return {}\n'))
    assert res.error.kind == "syntax_error" and "line 1" in res.error.message


def test_null_byte(tmp_path):
    p = tmp_path / "nul.py"
    p.write_bytes(b"def designOutline():\n    return {'tiling': '\x00'}\n")
    assert load(p).error.kind == "syntax_error"


def test_no_function_lists_what_was_found(tmp_path):
    res = load(write(tmp_path, "def designoutline():\n    return {}\ndef helper():\n    pass\n"))
    assert res.error.kind == "no_function" and res.sandbox == "ast"
    msg = res.error.message
    assert "designOutline()" in msg and "design_outline()" in msg
    assert "designoutline(), helper()" in msg and "Did you mean" in msg


def test_no_function_found_at_run_time(tmp_path):
    res = load(write(tmp_path, "for i in range(2):\n    pass\ndef helper():\n    return 1\n"))
    assert res.error.kind == "no_function" and "helper()" in res.error.message


def test_raised_shows_only_the_learners_frames(tmp_path):
    p = write(tmp_path, '''
        def helper(x):
            return 1 / x

        def designOutline():
            return {"tiling": str(helper(0))}
    ''')
    res = load(p)
    assert res.error.kind == "raised"
    assert "ZeroDivisionError" in res.error.message and str(p) in res.error.message
    tb = res.error.detail
    assert "in designOutline" in tb and "in helper" in tb and "return 1 / x" in tb
    assert "child.py" not in tb and "workbench" not in tb.replace(str(p), "")


def test_raised_while_loading(tmp_path):
    res = load(write(tmp_path, "import no_such_module_zz\ndef designOutline():\n    return dict(tiling='t')\n"))
    assert res.error.kind == "raised" and "while the file was being loaded" in res.error.message
    assert "standard library only" in res.error.message


def test_third_party_imports_are_explained(tmp_path):
    res = load(write(tmp_path, "import numpy as np\ndef designOutline():\n    return dict(tiling=str(np.pi))\n"))
    assert res.error.kind == "raised" and "numpy" in res.error.message and "standard library" in res.error.message


def test_wrong_type_literal(tmp_path):
    res = load(write(tmp_path, "def designOutline():\n    return ['tiling']\n"))
    assert res.error.kind == "wrong_type" and res.sandbox == "ast" and "list" in res.error.message


def test_wrong_type_executed_names_entry_and_type(tmp_path):
    res = load(write(tmp_path, "def designOutline():\n    return dict(tiling=3, memoryTraffic='m')\n"))
    assert res.error.kind == "wrong_type"
    assert "'tiling'" in res.error.message and "int" in res.error.message


def test_wrong_type_custom_object(tmp_path):
    res = load(write(tmp_path, "class Plan:\n    pass\ndef designOutline():\n    return dict(tiling=Plan())\n"))
    assert res.error.kind == "wrong_type" and "Plan" in res.error.message


def test_non_string_key(tmp_path):
    res = load(write(tmp_path, "def designOutline():\n    return {1: 'x', 'tiling': 't'}\n"))
    assert res.error.kind == "wrong_type" and "not a string" in res.error.message


def test_timeout_names_limit_and_option(tmp_path):
    res = load(write(tmp_path, "import time\ndef designOutline():\n    time.sleep(60)\n"), timeout=1.0)
    assert res.error.kind == "timeout"
    assert "1 s" in res.error.message and "--timeout" in res.error.message


def test_memory_names_limit_and_option(tmp_path):
    res = load(write(tmp_path, "def designOutline():\n    return dict(tiling='x' * (3 * 2**30))\n"), memory_mb=256)
    assert res.error.kind == "memory"
    assert "256 MiB" in res.error.message and "--memory" in res.error.message


@pytest.mark.parametrize("call, shown", [("sys.exit(4)", "4"), ("sys.exit('bye')", "bye"), ("os._exit(7)", "7")])
def test_exit(tmp_path, call, shown):
    res = load(write(tmp_path, f"import os, sys\ndef designOutline():\n    {call}\n"))
    assert res.error.kind == "exited" and shown in res.error.message


def test_output_limit(tmp_path):
    res = load(write(tmp_path, "def designOutline():\n    print('x' * 5_000_000)\n    return dict(tiling='t')\n"))
    assert res.error.kind == "output_limit" and "MiB" in res.error.message


def test_small_output_is_noted_not_fatal(tmp_path):
    res = load(write(tmp_path, "print('hello')\ndef designOutline():\n    return dict(tiling='t')\n"))
    assert res.error is None and any("stdout" in n for n in res.notes)


def test_never_raises_on_junk(tmp_path):
    import random

    rng = random.Random(7)
    for i in range(25):
        p = tmp_path / f"junk{i}.py"
        p.write_bytes(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300))))
        res = load(p)
        assert res.error is not None and res.error.kind in {"not_utf8", "syntax_error", "no_function"}


# --------------------------------------------------------- isolation choice


def test_forced_mode_that_is_missing_is_a_sandbox_error(tmp_path, monkeypatch):
    monkeypatch.setattr(isolation.shutil, "which", lambda name: None)
    monkeypatch.setattr(isolation, "_broken", {})
    res = load(write(tmp_path, "def designOutline():\n    return dict(tiling='t')\n"), isolation="bubblewrap")
    assert res.error.kind == "sandbox_error"
    assert "apt-get install bubblewrap" in res.error.message and "--isolation" in res.error.message


def test_auto_falls_back_and_says_so(tmp_path, monkeypatch):
    monkeypatch.setattr(isolation, "_broken", {"bubblewrap": "bwrap: no permissions to create a namespace"})
    res = load(write(tmp_path, "def designOutline():\n    return dict(tiling='t')\n"))
    assert res.error is None and res.sandbox in ("unshare", "rlimits")
    assert any("fallback" in n and "bubblewrap" in n for n in res.notes)


def test_broken_sandbox_tool_falls_back(tmp_path, monkeypatch):
    """A bwrap that exists but fails to start (as in a container without namespaces)."""
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "bwrap").write_text("#!/bin/sh\necho 'bwrap: Creating new namespace failed: Operation not permitted' >&2\n"
                                "exit 1\n")
    (fake / "bwrap").chmod(0o755)
    monkeypatch.setenv("PATH", f"{fake}:{os.environ['PATH']}")
    monkeypatch.setattr(isolation, "_broken", {})
    real = isolation._bwrap_command
    monkeypatch.setattr(isolation, "_bwrap_command", lambda *a: [str(fake / "bwrap")] + real(*a)[1:])
    res = load(write(tmp_path, "def designOutline():\n    return dict(tiling='t')\n"))
    assert res.error is None and res.sandbox != "bubblewrap"
    assert any("Operation not permitted" in n for n in res.notes)
    forced = load(write(tmp_path, "def designOutline():\n    return dict(tiling='t')\n", "b.py"),
                  isolation="bubblewrap")
    assert forced.error.kind == "sandbox_error" and "Operation not permitted" in forced.error.message


def test_grading_machine_failure_is_a_sandbox_error(tmp_path, monkeypatch):
    def no_fds(*a, **k):
        raise OSError(24, "Too many open files")

    monkeypatch.setattr(sandbox.tempfile, "mkdtemp", no_fds)
    res = load(write(tmp_path, "def designOutline():\n    return dict(tiling='t')\n"), isolation="rlimits")
    assert res.error.kind == "sandbox_error" and "Too many open files" in res.error.message


def test_runner_set_up_failure_falls_back(tmp_path, monkeypatch):
    """The sandbox starts but the runner cannot finish its set-up (e.g. a container forbids setuid)."""
    monkeypatch.setattr(isolation, "_broken", {})
    real = isolation.runner_config

    def broken_for_bwrap(mode, *a, **kw):
        cfg = real(mode, *a, **kw)
        if mode == "bubblewrap":
            cfg["limits"]["nofile"] = -5  # setrlimit refuses it inside the runner
        return cfg

    monkeypatch.setattr(sandbox, "runner_config", broken_for_bwrap)
    p = write(tmp_path, "def designOutline():\n    return dict(tiling='t')\n")
    res = load(p)
    assert res.error is None and res.sandbox != "bubblewrap"
    if isolation.available("bubblewrap") is None or "bubblewrap" in isolation._broken:
        assert any("sandbox runner failed" in n for n in res.notes)
    monkeypatch.setattr(isolation, "_broken", {})
    forced = load(p, isolation="bubblewrap")
    if isolation.available("bubblewrap") is None:
        assert forced.error.kind == "sandbox_error" and "sandbox runner failed" in forced.error.message


def test_non_root_bwrap_uses_a_user_namespace(monkeypatch):
    monkeypatch.setattr(isolation, "_is_root", lambda: False)
    cmd = isolation._bwrap_command((5, 6))
    assert "--unshare-user" in cmd and "CAP_SETUID" not in cmd
    cfg = isolation.runner_config("bubblewrap", "", "f.py", "f", ("designOutline",), "/tmp/w", 2.0, 256)
    assert cfg["drop_uid"] is None and cfg["limits"]["as"] == 256 * 2**20


def test_unknown_isolation_is_a_programming_error(tmp_path):
    with pytest.raises(ValueError):
        load_outline(tmp_path / "x.py", isolation="docker")


# ---------------------------------------------------------------------- CLI


def test_cli_literal_outline_json(tmp_path):
    p = write(tmp_path, f"def designOutline():\n    return {GOOD!r}\n")
    result = CliRunner().invoke(app, ["check", str(p), "--format", "json", "--no-evidence"])
    data = json.loads(result.stdout)
    assert data["sandbox"] == "ast" and data["error"] is None and result.exit_code in (0, 1)


@pytest.mark.parametrize(
    "body, kind",
    [
        ("def designOutline(:\n", "syntax_error"),
        ("def f():\n    return {}\n", "no_function"),
        ("def designOutline():\n    raise KeyError('k')\n", "raised"),
        ("def designOutline():\n    return 42\n", "wrong_type"),
    ],
)
def test_cli_unevaluable_exits_3_without_traceback(tmp_path, body, kind):
    p = write(tmp_path, body)
    result = CliRunner().invoke(app, ["check", str(p), "--format", "json", "--timeout", "3", "--no-evidence"])
    assert result.exit_code == 3, result.output
    data = json.loads(result.stdout)
    assert data["error"]["kind"] == kind and str(p) in data["error"]["message"]
    assert "Traceback (most recent call last)" not in result.stdout


def test_cli_missing_file_exits_3(tmp_path):
    result = CliRunner().invoke(app, ["check", str(tmp_path / "missing.py"), "--format", "json", "--no-evidence"])
    assert result.exit_code == 3
    assert json.loads(result.stdout)["error"]["kind"] == "missing_file"


def test_one_failed_start_does_not_weaken_later_runs(monkeypatch):
    """A transient failure (no free pids for a moment in a big batch) falls back for that student
    only; the mode is given up after several failures in a row, or at once when it cannot work."""
    monkeypatch.setattr(isolation, "_broken", {})
    monkeypatch.setattr(sandbox, "_start_failures", {})
    sandbox._failed_start("bubblewrap", "fork: Resource temporarily unavailable")
    sandbox._failed_start("bubblewrap", "fork: Resource temporarily unavailable")
    assert "bubblewrap" not in isolation._broken
    sandbox._failed_start("bubblewrap", "fork: Resource temporarily unavailable")
    assert "bubblewrap" in isolation._broken
    sandbox._failed_start("unshare", "no such file", permanent=True)
    assert "unshare" in isolation._broken


def test_ignored_entries_are_summarised_not_echoed(tmp_path):
    """A learner's extra keys cannot blow up every output: at most ten notes, keys shortened."""
    keys = {f"extra{i:05d}": "x" for i in range(3000)}
    keys["k" * 100_000] = "x"
    p = tmp_path / "many.py"
    p.write_text(f"def designOutline():\n    return {{'tiling': 'Q tiles of 128 rows', **{keys!r}}}\n")
    res = load_outline(p, timeout=10)
    assert res.error is None
    assert len(res.notes) <= 11 and sum(map(len, res.notes)) < 2_000, res.notes[-1]
    assert res.notes[-1].startswith("2991 more entries")
