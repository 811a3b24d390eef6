"""The instructor's workflow on top of grading (issue 10, item 4): an overrides file applied to
every output with its audit, a late policy from the export's timestamps, and release control
mapped onto each LMS's visibility fields. Loader and engine are the stand-ins of test_grade_fakes."""

from __future__ import annotations

import csv
import io
import json
import math
from datetime import datetime, timezone
from types import SimpleNamespace

import pytest

from fixtures.lms_exports import build
from test_grade_fakes import CRITERIA, cli, fake_engine, make_class  # noqa: F401
from workbench.grading.policy import late


def run(cli, *args):
    runner, app = cli
    return runner.invoke(app, [str(a) for a in args])


@pytest.fixture
def engine(fake_engine):
    fake_engine.criteria = [SimpleNamespace(id=c, title=c.capitalize(), weight=0.25, hidden=False) for c in CRITERIA]
    return fake_engine


def rows(text: str) -> dict[str, dict]:
    return {r["student"]: r for r in csv.DictReader(io.StringIO(text))}


OVERRIDES = ("student,criterion,score,comment,by\n"
             "s00,tiling,0.5,\"Block sizes contradict the entry: =HYPERLINK(x)\",TA Ann\n"
             "weak,total,90%,oral exam showed the design,\n"
             "broken,total,0.8,emailed the fixed file on time,Prof <b>B</b>\n")


def test_overrides_reach_every_output_with_the_audit(cli, engine, tmp_path):
    subs = make_class(tmp_path / "class")
    (tmp_path / "o.csv").write_text(OVERRIDES)
    out = tmp_path / "out"
    res = run(cli, "grade", subs, "--out", out, "-q", "--overrides", tmp_path / "o.csv", "--format", "gradescope,canvas")
    assert res.exit_code == 0, res.output
    s00 = json.loads((out / "students/s00/report.json").read_text())
    assert s00["score"] == 0.875 and [c["score"] for c in s00["criteria"] if c["id"] == "tiling"] == [0.5]
    assert s00["adjustments"][0] | {} == {"kind": "override", "criterion": "tiling", "before": 1.0, "after": 0.5,
                                         "comment": "Block sizes contradict the entry: =HYPERLINK(x)", "by": "TA Ann",
                                         "days_late": None}
    broken = json.loads((out / "students/broken/report.json").read_text())
    assert broken["error"]["kind"] == "syntax_error" and broken["score"] == 0.8
    # summary.json / summary.csv / summary.md
    summary = {s["student"]: s for s in json.loads((out / "summary.json").read_text())["students"]}
    assert summary["weak"]["score"] == 0.9 and summary["weak"]["adjustments"][0]["by"].endswith("o.csv:3")
    table = rows((out / "summary.csv").read_text())
    assert table["s00"]["score"] == "0.8750" and "override tiling 1->0.5" in table["s00"]["adjustments"]
    assert "by TA Ann" in table["s00"]["adjustments"] and table["broken"]["points"] == "80.00"
    md = (out / "summary.md").read_text()
    assert "## Overrides and late penalties" in md and "<b>" not in md and "Prof \\<b\\>B\\</b\\>" in md
    # canvas.csv in points
    canvas = {r["Student"]: r for r in csv.DictReader(io.StringIO((out / "canvas.csv").read_text()))}
    assert canvas["weak"]["FlashAttention design outline"] == "90" and canvas["broken"]["FlashAttention design outline"] == "80"
    # feedback.md and Gradescope's results.json: the change, why, and lines that add up to the score
    fb = (out / "students/s00/feedback.md").read_text()
    assert "Score: 87.5%" in fb and "set “Tiling” from 100% to 50%: Block sizes" in fb
    gs = json.loads((out / "students/s00/results.json").read_text())
    assert gs["score"] == 87.5 and math.isclose(sum(t["score"] for t in gs["tests"]), 87.5)
    gs = json.loads((out / "students/weak/results.json").read_text())
    assert gs["score"] == 90.0 and "oral exam" in gs["output"]
    assert json.loads((out / "students/broken/results.json").read_text())["score"] == 80.0
    assert (json.loads((out / "summary.json").read_text())["policy"]["overrides"]).endswith("o.csv")


@pytest.mark.parametrize("content, expected", [
    ("student,score,comment\ns00,1,x\n", ":1: no column criterion"),
    ("student,criterion,score,comment\ns00,tilling,1,typo\n", ":2: unknown criterion 'tilling'"),
    ("student,criterion,score,comment\ns00,tiling,1.5,x\ns01,tiling,abc,x\n", ":3: score 'abc'"),
    ("student,criterion,score,comment\ns00,tiling,1,\n", ":2: no comment"),
    ("student,criterion,score,comment\ns00,tiling,1,a\ns00,tiling,0,b\n", ":3: s00 / tiling is already overridden on line 2"),
    ("student,criterion,score,comment\nnobody,tiling,1,a\n", ":2: nobody"),
])
def test_a_bad_overrides_file_is_exit_2_with_file_and_line(cli, engine, tmp_path, content, expected):
    subs = make_class(tmp_path / "class")
    (tmp_path / "o.csv").write_text(content)
    res = run(cli, "grade", subs, "--out", tmp_path / "out", "-q", "--overrides", tmp_path / "o.csv")
    assert res.exit_code == 2, res.output
    assert expected in res.output and "Traceback" not in res.output
    assert not (tmp_path / "out" / "summary.json").exists()  # nothing graded with half a file


def test_overrides_file_missing_is_exit_2(cli, engine, tmp_path):
    res = run(cli, "grade", make_class(tmp_path / "class"), "--out", tmp_path / "out", "--overrides", tmp_path / "no.csv")
    assert res.exit_code == 2 and "--overrides" in res.output and "cannot read it" in res.output


def test_late_policy_from_gradescope_submission_times(cli, engine, tmp_path):
    exp = build("gradescope", tmp_path / "class", n=40)
    out = tmp_path / "out"
    res = run(cli, "grade", exp.root, "--out", out, "-q", "--due", "2026-11-24T00:00:00-08:00",
              "--late-penalty", "10", "--late-cutoff", "4", "--format", "prairielearn")
    assert res.exit_code == 0, res.output
    summary = json.loads((out / "summary.json").read_text())
    due = datetime(2026, 11, 24, 8, tzinfo=timezone.utc)
    seen = set()
    for s in summary["students"]:
        meta = json.loads((out / "students" / s["student"] / "student.json").read_text())
        when = late.parse_time(meta["submitted_at"])
        days = max(0, math.ceil((when - due).total_seconds() / 86400))
        report = json.loads((out / "students" / s["student"] / "report.json").read_text())
        raw = sum(c["score"] * c["weight"] for c in report["criteria"]) / sum(c["weight"] for c in report["criteria"]) \
            if report["criteria"] else 0.0
        want = raw if days == 0 else (0.0 if days > 4 else max(0.0, raw - days * 0.10))
        assert s["score"] == pytest.approx(want, abs=1e-4), (s["student"], days)
        assert s["late_days"] == (days or None)
        seen.add(days)
        pl = json.loads((out / "students" / s["student"] / "results.json").read_text())
        if pl["gradable"]:
            assert sum(t["points"] for t in pl["tests"]) == pytest.approx(100 * pl["score"], abs=1e-3)
    assert {0, 1, 5} <= seen  # on time, late, past the cut-off all occur
    assert "Late policy: due 2026-11-24T08:00:00+00:00, 10% of the points per late day" in (out / "summary.md").read_text()


@pytest.mark.parametrize("layout", ["canvas", "zip"])
def test_canvas_late_marker_counts_as_one_day(cli, engine, tmp_path, layout):
    exp = build(layout, tmp_path / "class", n=30)
    out = tmp_path / "out"
    res = run(cli, "grade", exp.root, "--out", out, "-q", "--due", "2026-11-24T00:00:00Z", "--late-penalty", "25")
    assert res.exit_code == 0, res.output
    table = rows((out / "summary.csv").read_text())
    late_rows = {sid for sid, r in table.items() if r["late"] == "true"}
    assert late_rows and {sid for sid, r in table.items() if r["late_days"] == "1"} == late_rows
    for sid in late_rows:
        assert "late 1 d" in table[sid]["adjustments"]


@pytest.mark.parametrize("bad, message", [
    (["--due", "next friday"], "not an ISO 8601 time"),
    (["--late-penalty", "10"], "need --due"),
    (["--due", "2026-12-01T00:00Z", "--late-penalty", "150"], "0 to 100"),
    (["--due", "2026-12-01T00:00Z", "--late-cutoff", "-1"], "0 or more"),
    (["--release", "later"], "now or after-publication"),
])
def test_policy_options_are_checked(cli, engine, tmp_path, bad, message):
    res = run(cli, "grade", make_class(tmp_path / "class"), "--out", tmp_path / "out", *bad)
    assert res.exit_code == 2 and message in res.output, res.output


def test_release_after_publication_maps_to_gradescope_visibility(cli, engine, tmp_path):
    engine.hidden = {"tiling"}
    out = tmp_path / "out"
    res = run(cli, "grade", make_class(tmp_path / "class"), "--out", out, "-q", "--format", "gradescope",
              "--release", "after-publication")
    assert res.exit_code == 0, res.output
    gs = json.loads((out / "students/s00/results.json").read_text())
    assert gs["visibility"] == "after_published"
    assert {t["name"]: t["visibility"] for t in gs["tests"]}["Tiling"] == "hidden"  # hidden stays hidden
    assert {t["visibility"] for t in gs["tests"] if t["name"] != "Tiling"} == {"after_published"}
    assert json.loads((out / "summary.json").read_text())["policy"]["release"] == "after-publication"


def test_parse_time_reads_iso_and_gradescope_stamps():
    assert late.parse_time("2026-11-20 10:04:05.123456789 -08:00") == datetime(2026, 11, 20, 18, 4, 5, 123456,
                                                                               tzinfo=timezone.utc)
    assert late.parse_time("2026-12-01T23:59Z") == datetime(2026, 12, 1, 23, 59, tzinfo=timezone.utc)
    assert late.parse_time("2026-12-01") is None and late.parse_time("soon") is None


def test_deduct_floors_at_zero_and_cuts_off():
    p = late.Policy(datetime(2026, 1, 1, tzinfo=timezone.utc), 30, 2)
    assert late.deduct(p, 0.9, 0) == 0.9 and late.deduct(p, 0.9, 1) == pytest.approx(0.6)
    assert late.deduct(p, 0.5, 2) == 0.0 and late.deduct(p, 1.0, 3) == 0.0


def test_shards_with_overrides_merge_to_the_unsharded_result(cli, engine, tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    subs = make_class(tmp_path / "class")
    (tmp_path / "o.csv").write_text(OVERRIDES)
    opts = ["-q", "--overrides", tmp_path / "o.csv", "--format", "canvas"]
    assert run(cli, "grade", subs, "--out", tmp_path / "all", *opts).exit_code == 0
    for i in (1, 2):
        assert run(cli, "grade", subs, "--out", tmp_path / f"s{i}", "--shard", f"{i}/2", *opts).exit_code == 0
    assert run(cli, "merge", tmp_path / "s1", tmp_path / "s2", "--out", tmp_path / "merged").exit_code == 0
    for name in ("summary.csv", "summary.md", "canvas.csv"):
        assert (tmp_path / "merged" / name).read_text() == (tmp_path / "all" / name).read_text(), name


def test_no_submission_time_is_not_judged(cli, engine, tmp_path):
    out = tmp_path / "out"
    res = run(cli, "grade", make_class(tmp_path / "class"), "--out", out, "-q", "--due", "2000-01-01T00:00Z",
              "--late-penalty", "50")
    assert res.exit_code == 0, res.output
    table = rows((out / "summary.csv").read_text())
    assert table["s00"]["score"] == "1.0000" and table["s00"]["late_days"] == "" and not table["s00"]["adjustments"]


def test_only_keeps_the_overrides_of_the_run_it_completes(cli, engine, tmp_path):
    subs = make_class(tmp_path / "class")
    (tmp_path / "o.csv").write_text(OVERRIDES)
    out = tmp_path / "out"
    assert run(cli, "grade", subs, "--out", out, "-q", "--overrides", tmp_path / "o.csv").exit_code == 0
    before = json.loads((out / "students/s00/report.json").read_text())
    assert run(cli, "grade", subs, "--out", out, "-q", "--only", "s00").exit_code == 0
    after = json.loads((out / "students/s00/report.json").read_text())
    assert after["score"] == before["score"] == 0.875 and after["adjustments"] == before["adjustments"]
    assert rows((out / "summary.csv").read_text())["weak"]["score"] == "0.9000"
