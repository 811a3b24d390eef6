"""Gradescope, PrairieLearn and JUnit renderers for one report: exact schemas, hidden
criteria, submissions that could not be evaluated."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from workbench.report.model import CriterionResult, ErrorInfo, Report, error_report
from workbench.report.render import gradescope, junit, prairielearn


def report(hidden: bool = False) -> Report:
    crits = [
        CriterionResult(id="memoryTraffic", title="Memory traffic", passed=True, score=1.0, weight=0.25,
                        feedback="Recognised: S is never written to HBM.", matched=["never written to HBM"],
                        evidence=["Peak extra memory grew 1.0x from N=1k to 8k."]),
        CriterionResult(id="tiling", title="Tiling", passed=False, score=0.5, weight=0.25,
                        feedback="Missing a block size.", reading="Dao et al. 2022 §3.1"),
        CriterionResult(id="numericalStability", title="Numerical stability", passed=True, score=1.0,
                        weight=0.5, hidden=hidden, feedback="Recognised the running max.\x00"),
    ]
    return Report(exercise="flashattention", passed=False, score=0.875, criteria=crits, sandbox="ast",
                  file="alice.py", notes=["entry 'extra' is not graded and was ignored"])


# The field list of Gradescope's autograder specification (results.json).
GS_TOP = {"score", "max_score", "execution_time", "output", "output_format", "test_output_format",
          "test_name_format", "visibility", "stdout_visibility", "extra_data", "tests", "leaderboard"}
GS_TEST = {"score", "max_score", "status", "name", "name_format", "number", "output", "output_format", "tags",
           "visibility", "extra_data"}
GS_REQUIRED_TOP = {"score", "max_score", "output", "output_format", "visibility", "stdout_visibility", "tests"}
GS_VISIBILITY = {"hidden", "after_due_date", "after_published", "visible"}


def check_gradescope_schema(data: dict) -> None:
    assert GS_REQUIRED_TOP <= set(data) <= GS_TOP, set(data) ^ GS_TOP
    assert isinstance(data["score"], float) and isinstance(data["max_score"], float)
    assert data["visibility"] in GS_VISIBILITY and data["stdout_visibility"] in GS_VISIBILITY
    # Every text is declared plain text: Gradescope shows it verbatim, never as HTML or Markdown.
    assert data["output_format"] == data["test_output_format"] == data["test_name_format"] == "text"
    assert isinstance(data.get("execution_time", 0), (int, float))
    for t in data["tests"]:
        assert {"name", "status", "output", "visibility"} <= set(t) <= GS_TEST
        assert t["output_format"] == t["name_format"] == "text"
        assert isinstance(t["name"], str) and isinstance(t["output"], str)
        assert t.get("output_format", "text") == "text"
        assert t["status"] in ("passed", "failed") and t["visibility"] in GS_VISIBILITY
        if t["visibility"] == "hidden":  # a hidden test with points would hide the student's total
            assert "score" not in t and "max_score" not in t
        else:
            assert isinstance(t["score"], float) and isinstance(t["max_score"], float)
            assert 0 <= t["score"] <= t["max_score"]
    # what the student sees adds up to the total
    visible = [t for t in data["tests"] if t["visibility"] != "hidden"]
    if visible:
        assert abs(sum(t["score"] for t in visible) - data["score"]) < 1e-6


def test_gradescope_results_schema_and_points():
    data = json.loads(gradescope.render(report()))
    check_gradescope_schema(data)
    tests = {t["name"]: t for t in data["tests"]}
    assert tests["Memory traffic"] == {
        "name": "Memory traffic", "name_format": "text", "score": 25.0, "max_score": 25.0, "status": "passed",
        "output": tests["Memory traffic"]["output"], "output_format": "text", "visibility": "visible"}
    assert tests["Memory traffic"]["output"].count("never written to HBM") == 1  # quoted once, not twice
    assert "Peak extra memory" in tests["Memory traffic"]["output"]
    assert (tests["Tiling"]["score"], tests["Tiling"]["max_score"], tests["Tiling"]["status"]) == (12.5, 25.0, "failed")
    assert "Dao et al. 2022" in tests["Tiling"]["output"]
    assert tests["Numerical stability"]["max_score"] == 50.0
    assert data["score"] == 87.5 == sum(t["score"] for t in data["tests"])
    assert data["max_score"] == 100.0 and data["stdout_visibility"] == "hidden"
    assert json.loads(gradescope.render(report(), total_points=10))["score"] == 8.75


def test_gradescope_hidden_criterion_is_hidden_and_counted():
    data = json.loads(gradescope.render(report(hidden=True), execution_time=0.1234))
    check_gradescope_schema(data)
    tests = {t["name"]: t for t in data["tests"]}
    assert tests["Numerical stability"]["visibility"] == "hidden"  # staff see it; it carries no points
    assert tests["Other criteria (not shown)"] == {
        "name": "Other criteria (not shown)", "name_format": "text", "score": 50.0, "max_score": 50.0, "status": "passed",
        "output": tests["Other criteria (not shown)"]["output"], "output_format": "text", "visibility": "visible"}
    assert data["score"] == 87.5 and data["execution_time"] == 0.123
    # every message agrees with the score: 37.5 + 50 shown, 87.5 in all; no hidden criterion is named
    assert data["output"].startswith("Score 87.5/100: 1 of 2 criteria shown passed; 50 of 50 points come from "
                                     "criteria your instructor does not show.")
    assert "Numerical" not in data["output"]


def test_hidden_criterion_that_failed_keeps_the_messages_consistent():
    r = report(hidden=True)
    r = r.model_copy(update={"criteria": [c if not c.hidden else c.model_copy(update={"passed": False, "score": 0.0})
                                          for c in r.criteria], "score": 0.375})
    gs = json.loads(gradescope.render(r))
    check_gradescope_schema(gs)
    assert gs["score"] == 37.5 and gs["output"].startswith("Score 37.5/100: 1 of 2 criteria shown passed; 0 of 50")
    pl = json.loads(prairielearn.render(r))
    check_prairielearn_schema(pl)
    assert pl["score"] == 0.375 and pl["message"] == gs["output"].split("\n")[0]
    assert sum(t["points"] for t in pl["tests"]) / sum(t["max_points"] for t in pl["tests"]) == 0.375


def test_gradescope_not_evaluated_submission():
    err = error_report("flashattention", ErrorInfo(kind="timeout", message="alice.py: ran past 10 s; "
                                                   "use --timeout", detail="line 3"), "bubblewrap", "alice.py")
    data = json.loads(gradescope.render(err))
    check_gradescope_schema(data)
    assert data["score"] == 0.0 and data["tests"] == []
    assert "timeout" in data["output"] and "ran past 10 s" in data["output"] and "line 3" in data["output"]


def test_gradescope_write_results(tmp_path):
    path = gradescope.write_results(report(), tmp_path / "results" / "results.json")
    check_gradescope_schema(json.loads(path.read_text()))


# PrairieLearn's external-grading results fields (format_errors: a string or a list of strings).
PL_TOP = {"gradable", "score", "message", "output", "tests", "images", "format_errors"}
PL_TEST = {"name", "description", "points", "max_points", "message", "output", "images"}


def check_prairielearn_schema(data: dict) -> None:
    assert {"gradable", "score", "message", "output", "tests"} <= set(data) <= PL_TOP
    assert isinstance(data["gradable"], bool) and 0.0 <= data["score"] <= 1.0
    if not data["gradable"]:
        assert data["format_errors"] and all(isinstance(e, str) for e in data["format_errors"])
    for t in data["tests"]:
        assert {"name", "points", "max_points"} <= set(t) <= PL_TEST
        assert 0 <= t["points"] <= t["max_points"]
    if data["gradable"] and data["tests"]:  # the breakdown adds up to the score
        assert abs(sum(t["points"] for t in data["tests"]) / sum(t["max_points"] for t in data["tests"])
                   - data["score"]) < 1e-6


def test_prairielearn_results_schema():
    data = json.loads(prairielearn.render(report(hidden=True)))
    check_prairielearn_schema(data)
    assert data["gradable"] is True and 0.0 <= data["score"] <= 1.0 and data["score"] == 0.875
    # the hidden criterion is not listed; its points are one line without its name
    assert [t["name"] for t in data["tests"]] == ["Memory traffic", "Tiling", "Other criteria (not shown)"]
    assert "Numerical" not in json.dumps(data)
    assert data["tests"][1]["points"] == 12.5 and data["tests"][1]["max_points"] == 25.0
    assert "ignored" in data["output"]


def test_prairielearn_not_evaluated_is_not_gradable():
    err = error_report("flashattention", ErrorInfo(kind="syntax_error", message="alice.py line 2"), "ast")
    data = json.loads(prairielearn.render(err))
    check_prairielearn_schema(data)
    assert data["gradable"] is False and data["score"] == 0.0 and "alice.py line 2" in data["message"]
    assert len(data["format_errors"]) == 1 and "alice.py line 2" in data["format_errors"][0]


@pytest.mark.parametrize("include_hidden,expected", [(False, 2), (True, 3)])
def test_junit_single_report(include_hidden, expected):
    text = junit.render(report(hidden=True), include_hidden=include_hidden)
    root = ET.fromstring(text)  # \x00 in the feedback must not break the XML
    suite = root.find("testsuite")
    assert suite.get("name") == "alice.py"
    assert int(suite.get("tests")) == expected and suite.get("failures") == "1"
    failure = suite.find("testcase[@name='tiling']/failure")
    assert failure.get("message") == "Missing a block size." and "Dao et al." in failure.text


def test_junit_error_report():
    err = error_report("flashattention", ErrorInfo(kind="memory", message="over 1024 MiB\nmore"), "rlimits")
    suite = ET.fromstring(junit.render(err, name="bob")).find("testsuite")
    assert suite.get("errors") == "1"
    assert suite.find("testcase/error").get("type") == "memory"
    assert suite.find("testcase/error").get("message") == "over 1024 MiB"


def test_dispatch_through_render():
    from workbench.report.render import render

    for fmt in ("gradescope", "prairielearn", "junit"):
        assert render(report(), fmt, color=False)  # extra options from `check` are accepted
