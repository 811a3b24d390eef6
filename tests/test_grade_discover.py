"""Discovery of submissions: every bad input is reported, nothing is lost."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from test_grade_fakes import cli, fake_engine, outline_source  # noqa: F401
from workbench.grading.discover import DiscoveryError, discover


def kinds(d):
    return {s.student: (s.error.kind if s.error else s.path.name) for s in d.submissions}


def test_files_and_folders_mixed(tmp_path):
    (tmp_path / "ada.py").write_text(outline_source())
    (tmp_path / "bob").mkdir()
    (tmp_path / "bob" / "anything.py").write_text("x = 1\n")  # the only .py: graded (loader explains)
    (tmp_path / "cy").mkdir()
    (tmp_path / "cy" / "sub").mkdir()
    (tmp_path / "cy" / "sub" / "outline.py").write_text(outline_source())  # nested one level
    d = discover(tmp_path)
    assert d.layout == "class"
    assert kinds(d) == {"ada": "ada.py", "bob": "anything.py", "cy": "outline.py"}


def test_every_bad_input_becomes_a_row_or_an_ignored_entry(tmp_path):
    (tmp_path / "notes.txt").write_text("hello")  # non-Python file, no student of that name
    (tmp_path / "dan.py").write_text(outline_source())
    (tmp_path / "dan.ipynb").write_text("{}")  # stray next to a real submission
    (tmp_path / "empty_folder").mkdir()
    (tmp_path / "no_py").mkdir()
    (tmp_path / "no_py" / "answer.pdf").write_text("%PDF")
    (tmp_path / "two").mkdir()
    (tmp_path / "two" / "a.py").write_text(outline_source())
    (tmp_path / "two" / "b.py").write_text(outline_source().replace("designOutline", "design_outline"))
    (tmp_path / "helpers_only").mkdir()
    (tmp_path / "helpers_only" / "a.py").write_text("x = 1\n")
    (tmp_path / "helpers_only" / "b.py").write_text("y = 2\n")
    (tmp_path / "eve.py").write_text(outline_source())
    (tmp_path / "eve").mkdir()  # both eve.py and eve/: two outlines for one student
    (tmp_path / "eve" / "my_outline.py").write_text(outline_source())
    (tmp_path / "latin1.py").write_bytes(b"# caf\xe9\n")  # unreadable as UTF-8: the loader's verdict
    os.symlink(tmp_path / "missing_target.py", tmp_path / "dangling.py")  # a link: refused, never followed
    (tmp_path / ".hidden.py").write_text("")
    (tmp_path / "__pycache__").mkdir()
    d = discover(tmp_path)
    assert kinds(d) == {
        "dan": "dan.py", "dangling": "not_a_file", "empty_folder": "no_outline", "eve": "ambiguous_outline",
        "helpers_only": "no_outline", "latin1": "latin1.py", "no_py": "no_outline", "notes": "not_python",
        "two": "ambiguous_outline",
    }
    msgs = {s.student: s.error.message for s in d.submissions if s.error}
    assert "answer.pdf" in msgs["no_py"] and "the folder is empty" in msgs["empty_folder"]
    assert "a.py" in msgs["two"] and "b.py" in msgs["two"]
    assert "eve.py" in msgs["eve"] and "notes.txt" in msgs["notes"]
    assert [(i.path, i.reason) for i in d.ignored] == [("dan.ipynb", "not Python; student 'dan' has a submission")]


def test_helpers_next_to_the_outline(tmp_path):
    (tmp_path / "s").mkdir()
    (tmp_path / "s" / "utils.py").write_text("def f(): pass\n")
    (tmp_path / "s" / "answer.py").write_text(outline_source())
    assert kinds(discover(tmp_path)) == {"s": "answer.py"}


def test_unreadable_folder(tmp_path, monkeypatch):
    (tmp_path / "locked").mkdir()
    import workbench.grading.discover as disc

    real_scan = disc._scan

    def scan(dir_fd, limit):  # what listing a folder one may not read does (root reads anything)
        if os.fstat(dir_fd).st_ino == (tmp_path / "locked").stat().st_ino:
            raise PermissionError(13, "Permission denied")
        return real_scan(dir_fd, limit)

    monkeypatch.setattr(disc, "_scan", scan)
    d = discover(tmp_path)
    assert kinds(d) == {"locked": "unreadable"}
    assert "Permission denied" in d.submissions[0].error.message


def test_gradescope_layout_detected(tmp_path):
    sub = tmp_path / "autograder" / "submission"
    sub.mkdir(parents=True)
    (sub / "my_outline.py").write_text(outline_source())
    d = discover(sub)
    assert d.layout == "single" and kinds(d) == {"submission": "my_outline.py"}
    other = tmp_path / "x"
    other.mkdir()
    (other / "my_outline.py").write_text(outline_source())
    assert discover(other).layout == "class"
    meta = tmp_path / "elsewhere" / "submission"  # Gradescope's metadata file next to the folder
    meta.mkdir(parents=True)
    (meta.parent / "submission_metadata.json").write_text("{}")
    (meta / "answer.py").write_text(outline_source())
    assert kinds(discover(meta)) == {"submission": "answer.py"}
    assert discover(other, layout="single", student="ada").submissions[0].student == "ada"


@pytest.mark.parametrize("setup,message", [
    (lambda p: None, "no such file"),
    (lambda p: p.mkdir(), "no submissions found"),
    (lambda p: p.write_text("x"), "not a Python file"),
])
def test_unusable_root(tmp_path, setup, message):
    root = tmp_path / "root"
    setup(root)
    with pytest.raises(DiscoveryError, match=message):
        discover(root)


def test_nothing_lost_end_to_end(cli, fake_engine, tmp_path):
    """Every input shows up in summary.csv (as a row) or summary.md/json (as ignored)."""
    subs = tmp_path / "subs"
    subs.mkdir()
    (subs / "ok.py").write_text(outline_source())
    (subs / "ok.txt").write_text("stray")
    (subs / "essay.docx").write_bytes(b"PK\x03\x04")
    (subs / "empty").mkdir()
    (subs / "double").mkdir()
    (subs / "double" / "a.py").write_text(outline_source())
    (subs / "double" / "b.py").write_text(outline_source())
    (subs / "bad_bytes.py").write_bytes(b"\xff\xfe\x00")
    runner, app = cli
    res = runner.invoke(app, ["grade", str(subs), "--out", str(tmp_path / "out"), "-q"])
    assert res.exit_code == 0, res.output
    summary = json.loads((tmp_path / "out/summary.json").read_text())
    rows = {s["student"]: s["error"] for s in summary["students"]}
    assert rows == {"bad_bytes": "not_utf8", "double": "ambiguous_outline", "empty": "no_outline",
                    "essay": "not_python", "ok": None}
    assert summary["ignored"] == [{"path": "ok.txt", "reason": "not Python; student 'ok' has a submission"}]
    md = (tmp_path / "out/summary.md").read_text()
    for word in ("bad_bytes", "double", "empty", "essay", "ok.txt"):
        assert word in md
    feedback = (tmp_path / "out/students/double/feedback.md").read_text()
    assert "could not be evaluated" in feedback and "keep exactly one outline" in feedback
