"""The exercise seam: an exercise the core has never heard of (tests/fixtures/exercises/icefloat, one
text answer graded by three criteria, one of which passes when a misconception is absent) loads,
checks, grades, explains and inits through the registry, and no output names FlashAttention."""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from workbench.cli.app import app
from workbench.exercise import ExerciseError, available, default, get
from workbench.outline.load import load_outline
from workbench.outline.model import OutlineError, normalize
from workbench.rubric.engine import grade
from workbench.rubric.load import lint_rubric, load_rubric

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "exercises"
ICE = FIXTURES / "icefloat"
STRONG, MYTH = ICE / "examples" / "strong.py", ICE / "examples" / "myth.py"
runner = CliRunner()


@pytest.fixture()
def installed(monkeypatch):
    """icefloat installed beside the bundled exercises (the WORKBENCH_EXERCISES source)."""
    monkeypatch.setenv("WORKBENCH_EXERCISES", str(FIXTURES))


def run(*args) -> object:
    return runner.invoke(app, [str(a) for a in args])


def test_the_registry_finds_it_by_path_and_by_id(installed):
    assert "icefloat" in available() and "flashattention" in available()
    ex = get("icefloat")
    assert ex.folder == ICE and get(str(ICE)).id == "icefloat" and get(str(ICE / "exercise.yaml")).id == "icefloat"
    assert ex.criteria == ["namesDensity", "givesCause", "noAirMyth"]
    assert {ex.entry_of(c) for c in ex.criteria} == {"answer"}
    assert ex.contract.functions == ("iceAnswer", "ice_answer") and ex.contract.returns == "text"


def test_the_default_is_chosen_by_the_function_a_file_defines(installed, monkeypatch):
    assert default("def iceAnswer():\n    return 'x'\n").id == "icefloat"
    assert default("def designOutline():\n    return {}\n").id == "flashattention"
    both = "def iceAnswer():\n    return 'x'\ndef designOutline():\n    return {}\n"
    with pytest.raises(ExerciseError, match="several exercises .*--exercise"):
        default(both)
    # Nothing to go by: the exercise marked `default: true` (the bundled one), or WORKBENCH_EXERCISE's.
    assert default().id == default("x = 1\n").id == "flashattention"
    monkeypatch.setenv("WORKBENCH_EXERCISE", "icefloat")
    assert default().id == "icefloat" and default("def designOutline():\n    return {}\n").id == "flashattention"
    monkeypatch.setenv("WORKBENCH_EXERCISE", "nope")
    with pytest.raises(ExerciseError, match="WORKBENCH_EXERCISE='nope': unknown exercise 'nope'"):
        default()
    with pytest.raises(ExerciseError, match="unknown exercise 'nope'"):
        get("nope")


def _copy_exercise(src: Path, dest: Path, new_id: str, function: str) -> Path:
    import shutil

    shutil.copytree(src, dest / new_id)
    spec = dest / new_id / "exercise.yaml"
    spec.write_text(spec.read_text().replace("id: icefloat", f"id: {new_id}").replace("iceAnswer", function))
    return dest / new_id


def test_without_a_default_several_exercises_ask_for_one(monkeypatch, tmp_path):
    from workbench.exercise import registry

    _copy_exercise(ICE, tmp_path, "icecopy", "iceCopy")
    monkeypatch.setattr(registry, "bundled_root", lambda: tmp_path / "none")
    monkeypatch.setenv("WORKBENCH_EXERCISES", f"{FIXTURES}{os.pathsep}{tmp_path}")
    with pytest.raises(ExerciseError, match=r"several are installed and none is the default.*icefloat "
                                            r"\(iceAnswer\(\)\), icecopy \(iceCopy\(\)\)"):
        default()
    assert default("def iceCopy():\n    return 'x'\n").id == "icecopy"
    res = run("init", tmp_path / "mine.py")
    assert res.exit_code == 2 and "--exercise" in res.output and "WORKBENCH_EXERCISE" in res.output
    assert not (tmp_path / "mine.py").exists()


def test_one_text_entry_is_graded_by_three_criteria():
    ex = get(ICE)
    rubric = load_rubric(ex.rubric_path, exercise=ex)
    text = ("Ice is less dense than liquid water. Hydrogen bonds lock the molecules into an open "
            "hexagonal lattice.")
    report = grade(normalize(text, contract=ex.contract), rubric, exercise=ex)
    assert [(c.id, c.passed) for c in report.criteria] == [("namesDensity", True), ("givesCause", True),
                                                           ("noAirMyth", True)]
    myth = grade(normalize("Ice is less dense because air bubbles are trapped in it.", contract=ex.contract),
                 rubric, exercise=ex)
    verdicts = {c.id: c for c in myth.criteria}
    assert verdicts["namesDensity"].passed and not verdicts["noAirMyth"].passed
    assert verdicts["noAirMyth"].misconceptions == ["trapped_air"]
    # The absence criterion still needs an answer: a placeholder or nothing fails it.
    todo = grade(normalize("TODO", contract=ex.contract), rubric, exercise=ex)
    assert not any(c.passed for c in todo.criteria)
    assert report.title == "Why does ice float?" and report.exercise == "icefloat"


def test_the_text_contract_refuses_a_dict_and_names_a_string():
    ex = get(ICE)
    with pytest.raises(OutlineError, match=r"iceAnswer\(\) returned a dict; it must return a string"):
        normalize({"answer": "x"}, contract=ex.contract)


def test_a_computed_answer_comes_back_from_the_sandbox(tmp_path):
    ex = get(ICE)
    f = tmp_path / "computed.py"
    f.write_text("def ice_answer():\n    return ' '.join(['Ice is', 'less dense', 'than water.'])\n")
    loaded = load_outline(f, contract=ex.contract)
    assert loaded.error is None, loaded.error
    assert loaded.sandbox != "ast" and loaded.outline.entries["answer"].text == "Ice is less dense than water."
    assert any("iceAnswer() is the exercise's name" in n for n in loaded.notes)
    missing = tmp_path / "none.py"
    missing.write_text("def answer():\n    return 'x'\n")
    err = load_outline(missing, contract=ex.contract).error
    assert err.kind == "no_function" and "Add `def iceAnswer():` returning a string" in err.message


def test_check_end_to_end_names_no_other_exercise(installed):
    res = run("check", STRONG)  # chosen by the function the file defines
    assert res.exit_code == 0, res.output
    assert res.output.startswith("Why does ice float? (icefloat)")
    assert "flash" not in res.output.lower()
    res = run("check", "--exercise", "icefloat", MYTH, "--format", "json")
    assert res.exit_code == 1
    data = json.loads(res.stdout)
    assert data["exercise"] == "icefloat" and data["evidence_source"] is None
    assert [c["passed"] for c in data["criteria"]] == [True, False, False]
    for fmt in ("markdown", "gradescope", "prairielearn"):
        res = run("check", "-e", str(ICE), MYTH, "--format", fmt)
        assert res.exit_code == 1 and "flash" not in res.output.lower(), res.output


def test_grade_end_to_end_in_every_format(installed, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    (subs / "ann.py").write_text(STRONG.read_text())
    (subs / "bob.py").write_text(MYTH.read_text())
    (subs / "cat.py").write_text("def designOutline():\n    return {}\n")  # the wrong exercise's function
    for fmt in ("gradescope", "prairielearn"):
        out = tmp_path / f"out-{fmt}"
        res = run("grade", subs, "--out", out, "--exercise", "icefloat", "--format", f"{fmt},canvas", "--quiet")
        assert res.exit_code == 0, res.output
        rows = {r["student"]: r for r in csv.DictReader((out / "summary.csv").open())}
        assert (rows["ann"]["passed"], rows["ann"]["points"]) == ("true", "100.00")
        assert (rows["bob"]["namesDensity"], rows["bob"]["givesCause"], rows["bob"]["noAirMyth"]) == (
            "1.0000", "0.0000", "0.0000")
        assert rows["cat"]["status"] != "graded" and rows["cat"]["error"]
        report = json.loads((out / "students" / "bob" / "report.json").read_text())
        assert report["exercise"] == "icefloat" and not report["passed"]
        assert "iceAnswer()" in json.loads((out / "students" / "cat" / "report.json").read_text())["error"]["message"]
        for p in out.rglob("*"):
            if p.is_file():
                assert "flash" not in p.read_text(encoding="utf-8", errors="replace").lower(), p


def test_grade_picks_the_exercise_from_the_submissions(installed, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    (subs / "ann.py").write_text(STRONG.read_text())
    (subs / "bob.py").write_text(MYTH.read_text())
    (subs / "dan.py").write_text("this is not Python (\n")  # broken: graded for the class's exercise
    out = tmp_path / "out"
    res = run("grade", subs, "--out", out, "--quiet", "--format", "canvas")
    assert res.exit_code == 0, res.output
    rows = {r["student"]: r for r in csv.DictReader((out / "summary.csv").open())}
    assert rows["ann"]["passed"] == "true" and rows["dan"]["status"] != "graded"
    assert json.loads((out / "students" / "dan" / "report.json").read_text())["exercise"] == "icefloat"
    # Submissions for two exercises: exit 2 naming both, nothing graded or written.
    (subs / "cat.py").write_text("def designOutline():\n    return {'tiling': 'x'}\n")
    res = run("grade", subs, "--out", tmp_path / "mixed", "--quiet")
    assert res.exit_code == 2 and not (tmp_path / "mixed").exists()
    assert "several exercises" in res.output and "icefloat (iceAnswer())" in res.output
    assert "flashattention (designOutline())" in res.output and "--exercise" in res.output
    res = run("grade", subs, "--out", tmp_path / "named", "--quiet", "--exercise", "icefloat")
    assert res.exit_code == 0, res.output
    # No submission defines any exercise's function: the default exercise's errors, one per student.
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "eve.py").write_text("x = 1\n")
    res = run("grade", broken, "--out", tmp_path / "b-out", "--quiet")
    assert res.exit_code == 0, res.output
    assert "designOutline()" in json.loads((tmp_path / "b-out" / "students" / "eve" / "report.json")
                                           .read_text())["error"]["message"]


def test_explain_and_init(installed, tmp_path):
    res = run("explain", "noAirMyth")  # the criterion picks the exercise
    assert res.exit_code == 0 and "Ice floats without any air" in res.output
    res = run("explain", "--exercise", "icefloat")
    assert res.exit_code == 0 and "namesDensity" in res.output and "givesCause" in res.output
    assert "icefloat" in run("explain", "--list").output
    res = run("init", tmp_path / "mine.py", "--exercise", "icefloat")
    assert res.exit_code == 0 and "iceAnswer()" in res.output
    assert (tmp_path / "mine.py").read_text() == (ICE / "starter.py").read_text()
    res = run("init", tmp_path / "other.py")  # two installed: the one marked `default: true`
    assert res.exit_code == 0 and "designOutline()" in res.output


def test_init_names_the_file_after_the_exercise(installed, monkeypatch, tmp_path):
    # icefloat sets no `starter_name`: the default is made from its id and its starter's suffix.
    assert get("icefloat").starter_name == "my_icefloat.py"
    assert get("flashattention").starter_name == "my_outline.py"
    monkeypatch.chdir(tmp_path)
    res = run("init", "--exercise", "icefloat")  # no PATH: the exercise's name, in the current folder
    assert res.exit_code == 0 and "my_icefloat.py" in res.output, res.output
    assert (tmp_path / "my_icefloat.py").read_text() == (ICE / "starter.py").read_text()
    res = run("init", "--exercise", "icefloat", tmp_path / "class")  # not there yet, no slash: a file
    assert res.exit_code == 0 and (tmp_path / "class").is_file()
    res = run("init", "--exercise", "icefloat", str(tmp_path / "new") + "/")  # a folder: the starter in it
    assert res.exit_code == 0 and (tmp_path / "new" / "my_icefloat.py").is_file(), res.output
    res = run("init", "--exercise", "icefloat", tmp_path / "new")
    assert res.exit_code == 2 and "already exists" in res.output and "my_icefloat.py" in res.output
    assert "outline" not in res.output.lower()


@pytest.mark.parametrize("name", ["../up.py", "a/b.py", ".hidden.py", ""])
def test_a_starter_name_is_a_plain_file_name(name):
    from pydantic import ValidationError

    from workbench.exercise.model import ExerciseSpec
    import yaml

    spec = yaml.safe_load((ICE / "exercise.yaml").read_text())
    spec["starter_name"] = name
    with pytest.raises(ValidationError, match="starter_name"):
        ExerciseSpec.model_validate(spec)


def test_init_and_explain_use_workbench_exercise(installed, monkeypatch, tmp_path):
    monkeypatch.setenv("WORKBENCH_EXERCISE", "icefloat")
    res = run("init", tmp_path / "mine.py")
    assert res.exit_code == 0 and "iceAnswer()" in res.output
    res = run("explain")
    assert res.exit_code == 0 and "namesDensity" in res.output


def test_its_rubric_lints_clean_and_a_foreign_criterion_is_named():
    ex = get(ICE)
    assert lint_rubric(ex.rubric_path, exercise=ex) == []
    problems = lint_rubric(ex.rubric_path, exercise=get("flashattention"))
    assert any("unknown criterion id 'namesDensity'" in p for p in problems)


def test_a_broken_exercise_yaml_names_file_and_line(tmp_path):
    folder = tmp_path / "bad"
    folder.mkdir()
    (folder / "exercise.yaml").write_text("id: bad\ntitle: x\nfunctions: [f]\nentries: [{id: a}]\n"
                                         "criteria: [{id: b}]\nrubric: r.yaml\nprompt: p\n")
    with pytest.raises(ExerciseError, match=r"exercise.yaml:\d+: .*criterion 'b' grades entry 'b'"):
        get(folder)
    res = run("check", "--exercise", folder, STRONG)
    assert res.exit_code == 2 and "Traceback" not in res.output
