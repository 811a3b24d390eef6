"""`workbench grade`: outputs, determinism, bad inputs, --only, hidden criteria, exit codes.

Loader and engine are the stand-ins of test_grade_fakes (the real ones: test_grade_real.py).
"""

from __future__ import annotations

import csv
import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path

from test_grade_fakes import cli, fake_engine, make_class, outline_source  # noqa: F401


def run(cli, *args):
    runner, app = cli
    return runner.invoke(app, [str(a) for a in args])


def by_points(rows):
    return {r["student"]: r["points"] for r in rows if r["student"] in ("s03", "weak", "broken")}


def without_timings(csv_text: bytes) -> list[dict]:
    """summary.csv's rows without wall_s (a measurement; the only cell that varies run to run)."""
    return [{k: v for k, v in r.items() if k != "wall_s"} for r in csv.DictReader(io.StringIO(csv_text.decode()))]


def tree_bytes(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_grade_writes_every_output(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "subs")
    out = tmp_path / "out"
    res = run(cli, "grade", subs, "--out", out, "--quiet")
    assert res.exit_code == 0, res.output
    for name in ("summary.csv", "summary.json", "summary.md", "junit.xml"):
        assert (out / name).is_file(), name
    students = sorted(p.name for p in (out / "students").iterdir())
    assert students == ["broken", "folder_student", "hangs", "s00", "s01", "s02", "s03", "s04", "s05", "weak"]
    for sid in students:
        assert (out / "students" / sid / "report.json").is_file()
        assert (out / "students" / sid / "feedback.md").is_file()

    rows = list(csv.DictReader(io.StringIO((out / "summary.csv").read_text())))
    assert [r["student"] for r in rows] == students
    assert list(rows[0]) == ["student", "score", "percent", "passed", "status", "memoryTraffic", "tiling",
                             "numericalStability", "failureModeOrTradeOff", "error", "name", "lms_id",
                             "sis_user_id", "sis_login_id", "email", "section", "members", "late", "flags",
                             "points", "wall_s", "late_days", "adjustments"]
    assert by_points(rows) == {"s03": "100.00", "weak": "62.50", "broken": "0.00"}
    assert all(float(r["wall_s"]) >= 0 for r in rows)
    by = {r["student"]: r for r in rows}
    assert by["s03"]["passed"] == "true" and by["s03"]["score"] == "1.0000" and by["s03"]["status"] == "graded"
    assert by["weak"]["passed"] == "false" and by["weak"]["tiling"] == "0.2500"
    assert by["broken"]["status"] == "not_evaluated" and by["broken"]["error"] == "syntax_error"
    assert by["broken"]["tiling"] == ""
    assert by["hangs"]["error"] == "timeout"
    assert by["folder_student"]["passed"] == "true"  # my_outline.py chosen over helpers.py

    summary = json.loads((out / "summary.json").read_text())
    assert summary["counts"] == {"students": 10, "graded": 8, "passed": 7, "not_evaluated": 2}
    rates = {c["id"]: (c["passed"], c["evaluated"]) for c in summary["criteria"]}
    assert rates["tiling"] == (7, 8)
    assert summary["misconceptions"][0]["id"] == "speed-from-fewer-flops"
    assert summary["misconceptions"][0]["count"] == 1

    md = (out / "summary.md").read_text()
    assert "## Score histogram" in md and "## Pass rate per criterion" in md
    assert "| tiling | 7 | 8 | 87.5% |" in md
    assert "speed-from-fewer-flops" in md
    assert "| broken | syntax_error |" in md and "| hangs | timeout |" in md
    assert "Jaccard" in md and "0.8" in md

    junit = ET.fromstring((out / "junit.xml").read_text())
    cases = junit.findall(".//testcase")
    assert len(cases) == 8 * 4 + 2  # student x criterion, one 'evaluation' case per unevaluated student
    weak_tiling = [c for c in cases if c.get("classname") == "weak" and c.get("name") == "tiling"]
    assert weak_tiling[0].find("failure") is not None
    assert junit.find("testsuite[@name='broken']/testcase/error").get("type") == "syntax_error"


def test_output_is_deterministic(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "subs")
    (subs / "slow.py").write_text("# SLOW\n" + outline_source())  # finishes last: order must not matter
    a, b = tmp_path / "a", tmp_path / "b"
    assert run(cli, "grade", subs, "--out", a, "-q", "--jobs", "4").exit_code == 0
    assert run(cli, "grade", subs, "--out", b, "-q", "--jobs", "1").exit_code == 0
    ta, tb = tree_bytes(a), tree_bytes(b)
    assert ta.keys() == tb.keys()
    differing = [k for k in ta if ta[k] != tb[k]]
    assert set(differing) <= {"summary.json", "summary.csv"}
    assert without_timings(ta["summary.csv"]) == without_timings(tb["summary.csv"])
    ja, jb = json.loads(ta["summary.json"]), json.loads(tb["summary.json"])
    ja.pop("generated"), jb.pop("generated")
    for s in ja["students"] + jb["students"]:
        s.pop("wall_s")
    assert ja == jb


def test_source_date_epoch_makes_everything_identical(cli, fake_engine, tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    subs = make_class(tmp_path / "subs")
    run(cli, "grade", subs, "--out", tmp_path / "a", "-q")
    run(cli, "grade", subs, "--out", tmp_path / "b", "-q")
    assert tree_bytes(tmp_path / "a") == tree_bytes(tmp_path / "b")
    assert json.loads((tmp_path / "a" / "summary.json").read_text())["generated"] == "2023-11-14T22:13:20+00:00"


def test_grader_bug_for_one_student_is_an_error_row(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "subs", n=2)
    (subs / "crash.py").write_text("# GRADER_BUG\n")
    res = run(cli, "grade", subs, "--out", tmp_path / "out", "-q")
    assert res.exit_code == 0
    report = json.loads((tmp_path / "out/students/crash/report.json").read_text())
    assert report["error"]["kind"] == "grader_error"
    assert "simulated grader bug" in report["error"]["message"] and "crash.py" in report["error"]["message"]
    assert json.loads((tmp_path / "out/students/s01/report.json").read_text())["passed"] is True


def test_exit_3_when_nothing_could_be_evaluated_by_the_grader(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    (subs / "a.py").write_text("# GRADER_BUG\n")
    (subs / "b.py").write_text("# GRADER_BUG\n")
    assert run(cli, "grade", subs, "--out", tmp_path / "out", "-q").exit_code == 3
    # learners' own errors are results, not a broken grader: exit 0
    (subs / "a.py").write_text("def designOutline(:\n")
    (subs / "b.py").write_text("x = 1\n")
    assert run(cli, "grade", subs, "--out", tmp_path / "out", "-q").exit_code == 0


def test_hidden_criteria_graded_but_not_shown_to_students(cli, fake_engine, tmp_path):
    fake_engine.hidden = {"numericalStability"}
    subs = make_class(tmp_path / "subs", n=2)
    for fmt in ("gradescope", "prairielearn"):
        out = tmp_path / fmt
        assert run(cli, "grade", subs, "--out", out, "-q", "--format", fmt).exit_code == 0
        feedback = (out / "students/s01/feedback.md").read_text()
        assert "Numericalstability" not in feedback and "Tiling" in feedback
        report = json.loads((out / "students/s01/report.json").read_text())
        assert [c["id"] for c in report["criteria"] if c["hidden"]] == ["numericalStability"]
        assert "numericalStability" in (out / "summary.csv").read_text()
        assert "numericalStability (hidden from students)" in (out / "summary.md").read_text()
        results = json.loads((out / "students/s01/results.json").read_text())
        if fmt == "gradescope":
            vis = {t["name"]: t["visibility"] for t in results["tests"]}
            assert vis["Numericalstability"] == "hidden" and vis["Tiling"] == "visible"
            assert results["score"] == 100.0
        else:
            assert "Numericalstability" not in [t["name"] for t in results["tests"]]
            assert results["score"] == 1.0


def test_only_regrades_one_student_and_rebuilds_summaries(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "subs", n=3)
    out = tmp_path / "out"
    assert run(cli, "grade", subs, "--out", out, "-q").exit_code == 0
    before = tree_bytes(out)
    (subs / "broken.py").write_text(outline_source())  # the student fixes the file
    res = run(cli, "grade", subs, "--out", out, "-q", "--only", "broken")
    assert res.exit_code == 0, res.output
    after = tree_bytes(out)
    assert json.loads(after["students/broken/report.json"])["passed"] is True
    assert after["students/s01/report.json"] == before["students/s01/report.json"]
    summary = json.loads(after["summary.json"])
    assert summary["counts"]["students"] == 7 and summary["counts"]["not_evaluated"] == 1
    assert "broken" not in (out / "summary.md").read_text().split("## Could not be evaluated")[1].split("##")[0]
    # the same files as a full regrade of the fixed class
    full = tmp_path / "full"
    run(cli, "grade", subs, "--out", full, "-q")
    fresh = tree_bytes(full)
    assert {k for k in fresh if fresh[k] != after[k]} <= {"summary.json", "summary.csv"}
    assert without_timings(fresh["summary.csv"]) == without_timings(after["summary.csv"])


def test_only_errors(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "subs", n=1)
    res = run(cli, "grade", subs, "--out", tmp_path / "new", "-q", "--only", "s00")
    assert res.exit_code == 2 and "Grade the whole class first" in res.stderr
    run(cli, "grade", subs, "--out", tmp_path / "out", "-q")
    res = run(cli, "grade", subs, "--out", tmp_path / "out", "-q", "--only", "nobody")
    assert res.exit_code == 2 and "--only nobody: no such student" in res.stderr


def test_rerun_drops_students_that_are_gone(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "subs", n=2)
    out = tmp_path / "out"
    run(cli, "grade", subs, "--out", out, "-q")
    (subs / "s01.py").unlink()
    run(cli, "grade", subs, "--out", out, "-q")
    assert not (out / "students" / "s01").exists()
    assert "s01" not in (out / "summary.csv").read_text()


def test_out_inside_submissions_is_not_a_student(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "subs", n=2)
    run(cli, "grade", subs, "--out", subs / "results", "-q")
    res = run(cli, "grade", subs, "--out", subs / "results", "-q")
    assert res.exit_code == 0
    assert "results" not in [p.name for p in (subs / "results" / "students").iterdir()]


def test_usage_errors_are_clear_and_exit_2(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "subs", n=1)
    empty = tmp_path / "empty"
    empty.mkdir()
    (tmp_path / "occupied").mkdir()
    (tmp_path / "occupied" / "thesis.tex").write_text("x")
    cases = [
        (["grade", tmp_path / "nope", "--out", tmp_path / "o"], "no such file or directory"),
        (["grade", empty, "--out", tmp_path / "o"], "no submissions found"),
        (["grade", subs, "--out", tmp_path / "occupied"], "not empty and was not written by"),
        (["grade", subs, "--out", tmp_path / "o", "--shard", "5/4"], "between 1 and N"),
        (["grade", subs, "--out", tmp_path / "o", "--shard", "two"], "expected I/N"),
        (["grade", subs, "--out", tmp_path / "o", "--format", "moodle"], "use gradescope or prairielearn"),
        (["grade", subs, "--out", tmp_path / "o", "--jobs", "0"], "--jobs must be at least 1"),
        (["grade", subs, "--out", tmp_path / "o", "--isolation", "docker"], "--isolation docker"),
        (["grade", subs, "--out", subs / "s00.py"], "not a directory"),
        (["grade", tmp_path / "occupied" / "thesis.tex", "--out", tmp_path / "o"], "not a Python file"),
    ]
    for args, message in cases:
        res = run(cli, *args, "-q")
        assert res.exit_code == 2, (args, res.output)
        assert message in res.stderr, (args, res.stderr)
        assert "Traceback" not in res.output


def test_empty_directory_lists_what_was_ignored(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    (subs / ".git").mkdir(parents=True)
    (subs / ".DS_Store").write_text("")
    res = run(cli, "grade", subs, "--out", tmp_path / "o", "-q")
    assert res.exit_code == 2 and "no submissions found" in res.stderr


def test_gradescope_single_submission(cli, fake_engine, tmp_path):
    sub = tmp_path / "autograder" / "submission"
    sub.mkdir(parents=True)
    (sub / "my_outline.py").write_text(outline_source())
    out = tmp_path / "out"
    res = run(cli, "grade", sub, "--out", out, "-q", "--format", "gradescope")
    assert res.exit_code == 0, res.output
    results = json.loads((out / "students/submission/results.json").read_text())
    assert results["score"] == 100.0 and len(results["tests"]) == 4
    # a single .py file works too, with an explicit id
    res = run(cli, "grade", sub / "my_outline.py", "--out", tmp_path / "one", "-q", "--student", "ada")
    assert res.exit_code == 0 and (tmp_path / "one/students/ada/report.json").exists()


def test_odd_student_ids_stay_intact(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    for sid in ("Zoë Ångström", "a|b", "x,y \"q\""):
        (subs / f"{sid}.py").write_text(outline_source(memory=f"Keep S on chip, never in HBM, says {sid}."))
    out = tmp_path / "out"
    assert run(cli, "grade", subs, "--out", out, "-q").exit_code == 0
    rows = list(csv.DictReader(io.StringIO((out / "summary.csv").read_text(encoding="utf-8"))))
    assert sorted(r["student"] for r in rows) == sorted(["Zoë Ångström", "a|b", "x,y \"q\""])
    ET.fromstring((out / "junit.xml").read_text(encoding="utf-8"))
    assert (out / "students" / "Zoë Ångström" / "feedback.md").exists()


def test_lms_results_for_unevaluated_students(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "subs", n=1)
    out = tmp_path / "out"
    assert run(cli, "grade", subs, "--out", out, "-q", "--format", "prairielearn").exit_code == 0
    data = json.loads((out / "students/broken/results.json").read_text())
    assert data["gradable"] is False and "line 1" in data["message"]
    # switching format, or dropping it, rewrites/removes results.json on a rerun
    assert run(cli, "grade", subs, "--out", out, "-q").exit_code == 0
    assert not (out / "students/broken/results.json").exists()


def test_progress_bar_on_a_terminal(monkeypatch):
    import sys

    from workbench.grading.pipeline import _Progress

    class Tty(io.StringIO):
        def isatty(self):
            return True

    fake = Tty()
    monkeypatch.setattr(sys, "stderr", fake)
    with _Progress(3, enabled=True) as bar:
        assert bar._bar is not None
        for _ in range(3):
            bar.advance()
    with _Progress(3, enabled=False) as quiet:
        assert quiet._bar is None
    monkeypatch.setattr(sys, "stderr", io.StringIO())  # not a terminal: no bar
    assert _Progress(3, enabled=True)._bar is None


def test_a_class_of_copies_lists_a_bounded_number_of_pairs(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    for i in range(15):  # 105 identical pairs
        (subs / f"c{i:02d}.py").write_text(outline_source())
    out = tmp_path / "out"
    assert run(cli, "grade", subs, "--out", out, "-q").exit_code == 0
    sim = json.loads((out / "summary.json").read_text())["similarity"]
    assert sim["total_pairs"] == 105 and len(sim["pairs"]) == 105
    md = (out / "summary.md").read_text()
    assert md.count("| 1.000 |") == 50 and "55 more pair(s)" in md
