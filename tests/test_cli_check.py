"""The learner's path end to end: `check`, `init`, `explain`, `schema` driven through CliRunner,
plus the promise that `check` never imports torch or triton (checked in a fresh process)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from workbench.cli.app import app

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "exercises" / "flashattention" / "examples"
STRONG = EXAMPLES / "strong.py"
CRITERIA = ["memoryTraffic", "tiling", "numericalStability", "failureModeOrTradeOff"]

runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, list(args))


def test_strong_example_passes_with_exit_0():
    res = run("check", str(STRONG), "--no-evidence")
    assert res.exit_code == 0, res.output
    assert "PASSED" in res.output
    for cid in CRITERIA:
        assert f"PASS  {cid}" in res.output


@pytest.mark.parametrize("name", ["weak_vague.py", "weak_misconception.py", "weak_missing.py", "weak_keyword_salad.py"])
def test_weak_examples_fail_with_exit_1(name):
    res = run("check", str(EXAMPLES / name), "--no-evidence")
    assert res.exit_code == 1, res.output
    assert "FAIL" in res.output
    assert "Traceback" not in res.output


def test_json_is_exactly_one_object_with_the_documented_shape():
    res = run("check", str(EXAMPLES / "weak_vague.py"), "--format", "json", "--no-evidence")
    assert res.exit_code == 1
    doc = json.loads(res.stdout)  # the whole stdout parses: nothing else was printed
    assert {"exercise", "passed", "score", "criteria", "error", "sandbox"} <= set(doc)
    assert doc["exercise"] == "flashattention" and doc["passed"] is False and doc["error"] is None
    assert 0.0 <= doc["score"] < 1.0
    assert [c["id"] for c in doc["criteria"]] == CRITERIA
    for c in doc["criteria"]:
        assert {"id", "passed", "score", "feedback", "matched"} <= set(c)
        assert isinstance(c["matched"], list) and c["feedback"]
    assert doc["sandbox"] == "ast"


def test_json_for_an_unevaluable_file_has_error_and_exit_3(tmp_path):
    bad = tmp_path / "broken.py"
    bad.write_text("def designOutline(:\n    return {}\n")
    res = run("check", str(bad), "--format", "json")
    assert res.exit_code == 3
    doc = json.loads(res.stdout)
    assert doc["error"]["kind"] == "syntax_error"
    assert "line 1" in doc["error"]["message"] and "broken.py" in doc["error"]["message"]
    assert doc["passed"] is False and doc["score"] == 0.0


def test_missing_file_is_a_verdict_not_a_traceback(tmp_path):
    res = run("check", str(tmp_path / "nope.py"))
    assert res.exit_code == 3
    assert "nope.py" in res.output and "Traceback" not in res.output


def test_markdown_format():
    res = run("check", str(STRONG), "--format", "markdown", "--no-evidence")
    assert res.exit_code == 0
    assert res.stdout.startswith("## FlashAttention design check")
    assert "| `tiling` | ✅ pass |" in res.stdout


def test_output_file_gets_the_same_text(tmp_path):
    out = tmp_path / "r" / "report.json"
    res = run("check", str(STRONG), "--format", "json", "--no-evidence", "--output", str(out))
    assert res.exit_code == 0
    assert json.loads(out.read_text()) == json.loads(res.stdout)


@pytest.mark.parametrize("args", [["--timeout", "0"], ["--memory", "1"], ["--format", "pdf"]])
def test_bad_options_are_usage_errors(args):
    res = run("check", str(STRONG), *args)
    assert res.exit_code == 2


def test_broken_rubric_is_a_usage_error_naming_file_and_line(tmp_path):
    rub = tmp_path / "r.yaml"
    rub.write_text("exercise: flashattention\ncriteria: [\n  - oops\n")
    res = run("check", str(STRONG), "--rubric", str(rub))
    assert res.exit_code == 2
    assert "r.yaml:3" in res.output and "Traceback" not in res.output


def test_broken_evidence_file_is_a_usage_error(tmp_path):
    ev = tmp_path / "evidence.json"
    ev.write_text("{not json")
    res = run("check", str(STRONG), "--evidence", str(ev))
    assert res.exit_code == 2
    assert "evidence.json" in res.output and "Traceback" not in res.output


def test_init_writes_starter_and_refuses_to_overwrite(tmp_path):
    target = tmp_path / "my_outline.py"
    res = run("init", str(target))
    assert res.exit_code == 0 and target.exists()
    text = target.read_text()
    assert "def designOutline" in text and "memoryTraffic" in text
    target.write_text("# my work\n")
    res = run("init", str(target))
    assert res.exit_code == 2 and "--force" in res.output
    assert target.read_text() == "# my work\n"  # nothing lost
    res = run("init", str(target), "--force")
    assert res.exit_code == 0 and "def designOutline" in target.read_text()


def test_starter_as_written_is_graded_and_fails_as_placeholders(tmp_path):
    target = tmp_path / "my_outline.py"
    run("init", str(target))
    res = run("check", str(target), "--format", "json", "--no-evidence")
    assert res.exit_code == 1, res.output
    doc = json.loads(res.stdout)
    assert not any(c["passed"] for c in doc["criteria"])


def test_explain_all_and_one():
    res = run("explain")
    assert res.exit_code == 0
    for cid in CRITERIA:
        assert cid in res.output
    res = run("explain", "tiling")
    assert res.exit_code == 0 and "tiling" in res.output and "memoryTraffic" not in res.output
    res = run("explain", "nonsense")
    assert res.exit_code == 2 and "memoryTraffic" in res.output


def test_schema_exports_from_the_models(tmp_path):
    res = run("schema")
    assert res.exit_code == 0
    doc = json.loads(res.stdout)
    assert set(doc) == {"outline", "report", "rubric", "evidence", "exercise"}
    assert "criteria" in doc["report"]["properties"]
    res = run("schema", "--out", str(tmp_path))
    assert res.exit_code == 0
    for name in doc:
        assert json.loads((tmp_path / f"{name}.schema.json").read_text()) == doc[name]


def test_check_never_imports_torch_or_triton(tmp_path):
    computed = tmp_path / "computed.py"  # forces the sandboxed-child path too
    computed.write_text("def designOutline():\n    return {k: 'TODO' for k in ['tiling']}\n")
    code = (
        "import sys\n"
        "from workbench.cli.app import app\n"
        "for f in sys.argv[1:]:\n"
        "    try:\n"
        "        app(['check', f], standalone_mode=False)\n"
        "    except SystemExit:\n"
        "        pass\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('torch', 'triton', 'numpy', 'matplotlib'))\n"
        "print('HEAVY', bad)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code, str(STRONG), str(computed)], capture_output=True, text=True,
                          cwd=tmp_path, timeout=60)
    assert "HEAVY []" in proc.stdout, proc.stdout + proc.stderr
