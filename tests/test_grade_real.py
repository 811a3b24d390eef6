"""`workbench grade` with the real sandboxed loader: hostile submissions in a class do not
stop, slow down beyond their timeout, or corrupt the batch; and the whole real pipeline
(loader + bundled rubric + engine) on the shipped example outlines."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from test_grade_fakes import FakeRubric, cli, fake_grade, outline_source  # noqa: F401

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "exercises" / "flashattention" / "examples"


@pytest.fixture
def real_loader(monkeypatch):
    """Real load_outline (sandbox), stand-in engine: this module tests the batch, not the rubric."""
    import workbench.cli.common as common
    import workbench.grading.batch as batch

    monkeypatch.setattr(batch, "_grader", lambda: fake_grade)
    monkeypatch.setattr(common, "load_rubric_or_exit", lambda path, exercise=None: FakeRubric())
    monkeypatch.setattr(common, "load_evidence_or_exit", lambda path, use_bundled, exercise=None: (None, None))


COMPUTED = '''
def designOutline():
    parts = {}
    for key, words in [("memoryTraffic", "keep S and P on chip never in HBM one fused pass"),
                       ("tiling", "Q in 128 row blocks with K and V streamed in 64 row tiles"),
                       ("numericalStability", "running max m and sum l in fp32 rescaled per block ok"),
                       ("tradeOff", "recompute S and P in backward which costs extra FLOPs per block")]:
        parts[key] = words
    return parts
'''

HOSTILE = {
    "spin": "def designOutline():\n    while True:\n        pass\n",
    "sleeper": ("import signal, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
                "def designOutline():\n    time.sleep(3600)\n"),
    "parent_killer": "import os, signal\nos.kill(os.getppid(), signal.SIGKILL)\ndef designOutline():\n    return {}\n",
    "forger": ('import os, json\ndef designOutline():\n'
               '    fake = json.dumps({"outline": {"memoryTraffic": "x"}, "ok": True})\n'
               '    for fd in range(1, 10):\n'
               '        try:\n            os.write(fd, fake.encode())\n'
               '        except OSError:\n            pass\n'
               '    raise SystemExit(0)\n'),
    "writer": ("def designOutline():\n    open(OUT_TARGET, 'w').write('pwned')\n"
               "    return {'memoryTraffic': 'x'}\n"),
    "hog": "def designOutline():\n    x = bytearray(4 * 1024 ** 3)\n    return {}\n",
    "flood": "def designOutline():\n    print('A' * 50_000_000)\n    return {}\n",
}


def test_hostile_submissions_do_not_break_the_batch(cli, real_loader, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    out = tmp_path / "out"
    target = out / "summary.csv"  # a hostile student tries to overwrite the class summary
    for name, source in HOSTILE.items():
        (subs / f"{name}.py").write_text(source.replace("OUT_TARGET", repr(str(target))))
    (subs / "good_literal.py").write_text(outline_source())
    (subs / "good_computed.py").write_text(COMPUTED)
    runner, app = cli
    start = time.monotonic()
    res = runner.invoke(app, ["grade", str(subs), "--out", str(out), "-q", "--timeout", "2",
                              "--memory", "512", "--jobs", "2"])
    elapsed = time.monotonic() - start
    assert res.exit_code == 0, res.output
    assert elapsed < 25, elapsed  # 9 submissions, 2 workers, 2 s timeout each at worst
    summary = json.loads((out / "summary.json").read_text())
    rows = {s["student"]: s for s in summary["students"]}
    assert sorted(rows) == sorted([*HOSTILE, "good_literal", "good_computed"])
    assert rows["good_literal"]["passed"] is True and rows["good_computed"]["passed"] is True
    for name in ("spin", "sleeper", "hog", "flood", "forger", "writer", "parent_killer"):
        assert rows[name]["passed"] is False, name
    assert rows["spin"]["error"] == "timeout" and rows["sleeper"]["error"] == "timeout"
    assert "pwned" not in target.read_text()  # the class summary is ours
    for name in rows:
        report = json.loads((out / "students" / name / "report.json").read_text())
        assert report["sandbox"] in ("ast", "bubblewrap", "unshare", "rlimits", "none")
    assert json.loads((out / "students/good_computed/report.json").read_text())["sandbox"] != "ast"


def _real_engine_available() -> bool:
    try:
        from workbench.rubric.engine import grade  # noqa: F401
        from workbench.rubric.load import load_rubric

        load_rubric(None)
    except Exception:  # noqa: BLE001 - the rubric helper's work may not have landed yet
        return False
    return True


@pytest.mark.skipif(not _real_engine_available(), reason="rubric engine / bundled rubric not available yet")
def test_real_pipeline_on_the_example_outlines(cli, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    for path in sorted(EXAMPLES.glob("*.py")):
        (subs / path.name).write_text(path.read_text())
    runner, app = cli
    out = tmp_path / "out"
    res = runner.invoke(app, ["grade", str(subs), "--out", str(out), "-q", "--format", "gradescope"])
    assert res.exit_code == 0, res.output
    rows = {s["student"]: s for s in json.loads((out / "summary.json").read_text())["students"]}
    assert rows["strong"]["passed"] is True and rows["strong_mapping"]["passed"] is True
    for weak in ("weak_keyword_salad", "weak_misconception", "weak_missing", "weak_vague"):
        assert rows[weak]["passed"] is False, weak
    results = json.loads((out / "students/strong/results.json").read_text())
    assert results["score"] == results["max_score"] and all(t["status"] == "passed" for t in results["tests"])
    # the student-facing feedback quotes the learner's own words for a passed criterion
    assert "Recognised" in (out / "students/strong/feedback.md").read_text()


def _cli_available() -> bool:
    try:
        import workbench.cli.app  # noqa: F401
    except ImportError:
        return False
    return _real_engine_available()


@pytest.mark.skipif(not _cli_available(), reason="CLI app or rubric engine not available yet")
@pytest.mark.parametrize("example,passes", [("strong.py", True), ("weak_vague.py", False), (None, False)])
def test_gradescope_run_autograder_script(tmp_path, example, passes):
    """examples/gradescope/run_autograder, run as Gradescope would (paths redirected)."""
    import os
    import subprocess
    import sys

    root = tmp_path / "autograder"
    (root / "submission").mkdir(parents=True)
    (root / "source").mkdir()
    if example:
        (root / "submission" / "my_outline.py").write_text((EXAMPLES / example).read_text())
    else:
        (root / "submission" / "notes.txt").write_text("I forgot the outline")
    env = {**os.environ, "AUTOGRADER_ROOT": str(root), "WORKBENCH": f"{sys.executable} -m workbench",
           "PYTHONPATH": str(REPO)}
    proc = subprocess.run(["bash", str(REPO / "examples/gradescope/run_autograder")], env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    results = json.loads((root / "results" / "results.json").read_text())
    assert (results["score"] == results["max_score"]) is passes, results
    if example is None:
        assert "no .py file" in results["output"] and "notes.txt" in results["output"]


@pytest.mark.skipif(not _cli_available(), reason="CLI app or rubric engine not available yet")
@pytest.mark.parametrize("example,passes", [("strong.py", True), ("weak_vague.py", False), (None, False)])
def test_prairielearn_external_grader_script(tmp_path, example, passes):
    """examples/prairielearn/.../run.sh, run as PrairieLearn would (paths redirected)."""
    import os
    import subprocess
    import sys

    root = tmp_path / "grade"
    (root / "student").mkdir(parents=True)
    if example:
        (root / "student" / "my_outline.py").write_text((EXAMPLES / example).read_text())
    else:  # the starter as the question hands it out: not graded, no attempt used
        (root / "student" / "my_outline.py").write_text(
            (REPO / "examples/prairielearn/question/initial_code.py").read_text())
    env = {**os.environ, "GRADE_ROOT": str(root), "WORKBENCH": f"{sys.executable} -m workbench",
           "PYTHONPATH": str(REPO)}
    proc = subprocess.run(["bash", str(REPO / "examples/prairielearn/serverFilesCourse/workbench/run.sh")],
                          env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    results = json.loads((root / "results" / "results.json").read_text())
    info = json.loads((REPO / "examples/prairielearn/question/info.json").read_text())
    assert info["gradingMethod"] == "External" and info["externalGradingOptions"]["entrypoint"].endswith("run.sh")
    if example is None:
        assert results["gradable"] is False and "starter" in results["format_errors"][0]
    else:
        assert results["gradable"] is True and (results["score"] == 1.0) is passes, results
        assert len(results["tests"]) == 4 and all(t["max_points"] == 25.0 for t in results["tests"])


@pytest.mark.skipif(not _real_engine_available(), reason="rubric engine / bundled rubric not available yet")
def test_real_pipeline_is_deterministic(cli, tmp_path, monkeypatch):
    """Literal and sandboxed outlines, real engine, --jobs 1 vs 2: identical bytes (SOURCE_DATE_EPOCH
    pins the timestamp and leaves out the measured timings)."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    subs = tmp_path / "subs"
    subs.mkdir()
    for path in sorted(EXAMPLES.glob("*.py")):
        (subs / path.name).write_text(path.read_text())
    (subs / "computed.py").write_text(COMPUTED)
    (subs / "broken.py").write_text("def designOutline(:\n")
    runner, app = cli
    outs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"out{jobs}"
        res = runner.invoke(app, ["grade", str(subs), "--out", str(out), "-q", "--jobs", jobs,
                                  "--format", "gradescope"])
        assert res.exit_code == 0, res.output
        outs.append({str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()})
    a, b = outs
    assert a.keys() == b.keys()
    assert [k for k in a if a[k] != b[k]] == []


@pytest.mark.skipif(not _real_engine_available(), reason="rubric engine / bundled rubric not available yet")
def test_private_rubric_with_hidden_criterion(cli, tmp_path):
    import yaml

    data = yaml.safe_load((REPO / "exercises" / "flashattention" / "rubric.yaml").read_text())
    hidden = next(c for c in data["criteria"] if c["id"] == "numericalStability")
    hidden["hidden"] = True
    rubric = tmp_path / "private.yaml"
    rubric.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
    subs = tmp_path / "subs"
    subs.mkdir()
    (subs / "ada.py").write_text((EXAMPLES / "strong.py").read_text())
    runner, app = cli
    out = tmp_path / "out"
    res = runner.invoke(app, ["grade", str(subs), "--out", str(out), "-q", "--rubric", str(rubric),
                              "--format", "gradescope"])
    assert res.exit_code == 0, res.output
    title = hidden["title"]
    assert title not in (out / "students/ada/feedback.md").read_text()
    tests = json.loads((out / "students/ada/results.json").read_text())["tests"]
    assert [t["visibility"] for t in tests if t["name"] == title] == ["hidden"]
    assert "numericalStability (hidden from students)" in (out / "summary.md").read_text()


@pytest.mark.skipif(not _real_engine_available(), reason="rubric engine / bundled rubric not available yet")
def test_broken_rubric_or_evidence_is_a_usage_error(cli, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    (subs / "ada.py").write_text((EXAMPLES / "strong.py").read_text())
    bad = tmp_path / "bad.yaml"
    bad.write_text("exercise: [\n")
    runner, app = cli
    res = runner.invoke(app, ["grade", str(subs), "--out", str(tmp_path / "o"), "--rubric", str(bad)])
    assert res.exit_code == 2 and str(bad) in res.stderr and "Traceback" not in res.output
    assert not (tmp_path / "o").exists()  # nothing graded, nothing written
    ev = tmp_path / "evidence.json"
    ev.write_text('{"device": {}}')
    res = runner.invoke(app, ["grade", str(subs), "--out", str(tmp_path / "o"), "--evidence", str(ev)])
    assert res.exit_code == 2 and str(ev) in res.stderr
