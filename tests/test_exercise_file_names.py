"""Core texts and file choice follow the exercise being checked or graded: its starter's file name
(exercise.yaml `starter_name`) and its function, never the FlashAttention exercise's my_outline.py."""

from __future__ import annotations

from typer.testing import CliRunner

from workbench.cli.app import app
from workbench.exercise import get
from workbench.grading import target
from workbench.grading.discover import discover
from workbench.grading.ingest.files import Entry
from workbench.grading.ingest.pick import choose
from workbench.outline.load import load_outline

REVIEW, FLASH = get("review"), get("flashattention")


def test_loader_messages_name_the_exercise_file(tmp_path):
    (tmp_path / "folder").mkdir()
    (tmp_path / "answer.txt").write_text("x")
    for ex, name in ((REVIEW, "my_answer.py"), (FLASH, "my_outline.py")):
        for bad in ("folder", "answer.txt"):
            res = load_outline(tmp_path / bad, contract=ex.contract)
            assert res.error is not None and name in res.error.message, res.error
            if ex is REVIEW:
                assert "outline" not in res.error.message.replace(str(tmp_path), ""), res.error.message
    assert "reviewAnswer()" in load_outline(tmp_path / "answer.txt", contract=REVIEW.contract).error.message


def test_check_help_names_no_exercise_file():
    res = CliRunner().invoke(app, ["check", "--help"])
    assert res.exit_code == 0 and "my_outline" not in res.output and "design outline" not in res.output


def _folder(tmp_path, starter: str):
    folder = tmp_path / "subs" / "ada"
    folder.mkdir(parents=True)
    (folder / starter).write_text("x = 1\n")  # defines nothing: the loader will say what is missing
    (folder / "notes.py").write_text("y = 2\n")
    return tmp_path / "subs", folder


def test_discovery_prefers_the_chosen_exercise_starter_name(tmp_path):
    root, _ = _folder(tmp_path, "my_answer.py")
    with target.using(REVIEW):
        assert discover(root).submissions[0].path.name == "my_answer.py"
    with target.using(FLASH):  # another exercise's file name is no preference
        sub = discover(root).submissions[0]
        assert sub.path is None and sub.error.kind == "no_outline" and "my_outline.py" in sub.error.message


def test_discovery_keeps_my_outline_for_flashattention(tmp_path):
    root, _ = _folder(tmp_path, "my_outline.py")
    with target.using(FLASH):
        assert discover(root).submissions[0].path.name == "my_outline.py"
    assert discover(root).submissions[0].path.name == "my_outline.py"  # the default exercise


def test_ingest_pick_prefers_the_chosen_exercise_starter_name(tmp_path):
    _, folder = _folder(tmp_path, "my_answer.py")
    files = [Entry(p.name, p, p.stat().st_size) for p in sorted(folder.iterdir())]
    with target.using(REVIEW):
        chosen, kind, why = choose(files, "ada")
        assert chosen is not None and chosen.rel == "my_answer.py" and why == "named my_answer.py"
    with target.using(FLASH):
        chosen, kind, why = choose(files, "ada")
        assert chosen is None and kind == "no_outline" and "my_outline.py" in why
    with target.using(REVIEW):
        chosen, kind, why = choose([f for f in files if f.rel == "notes.py"][:0], "ada")
        assert kind == "no_outline" and "my_answer.py" in why and "reviewAnswer()" in why
