"""Ingest of hostile exports: archives, YAML, file names and rosters that try to escape, explode,
impersonate or inject. Nothing is executed; every problem is a note, a row's error or a usage error."""

from __future__ import annotations

import csv
import io
import os
import stat
import zipfile
from pathlib import Path

import pytest

from test_grade_fakes import outline_source
from workbench.report.render.summary_csv import csv_cell, render_canvas
from workbench.grading.ingest import IngestError, collect, detect
from workbench.grading.ingest import archive, canvas
from workbench.grading.ingest.ids import safe_id
from workbench.grading.ingest.roster import RosterError, read


def kinds(result):
    return {s.student: (s.error.kind if s.error else s.path.name) for s in result.submissions}


# -- zip archives ---------------------------------------------------------------------------------

def _zip(path: Path, entries: list[tuple[zipfile.ZipInfo | str, bytes]]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for info, data in entries:
            zf.writestr(info, data)
    return path


def test_zip_entries_that_escape_or_link_are_refused(tmp_path):
    link = zipfile.ZipInfo("carol.py")
    link.external_attr = (stat.S_IFLNK | 0o777) << 16
    z = _zip(tmp_path / "class.zip", [
        ("ada.py", outline_source().encode()),
        ("../evil.py", b"x"), ("/etc/passwd.py", b"x"), ("sub/../../up.py", b"x"), ("C:/win.py", b"x"),
        (link, b"/etc/shadow"), ("bob.py", outline_source().encode()), ("BOB.py", b"second, same name"),
        ("inner.zip", b"PK"), ("bad\x01name.py", b"x"),
    ])
    with collect(z) as result:
        assert result.layout == "zip:folder"
        assert kinds(result) == {"ada": "ada.py", "bob": "bob.py"}
        reasons = {i.path.split(":", 1)[1]: i.reason for i in result.ignored}
        assert "leaves the archive" in reasons["../evil.py"] and "leaves the archive" in reasons["sub/../../up.py"]
        assert "absolute" in reasons["/etc/passwd.py"] and "absolute" in reasons["C:/win.py"]
        assert reasons["carol.py"] == "a symbolic link" and "same name" in reasons["BOB.py"]
        assert "archive inside" in reasons["inner.zip"] and "control character" in reasons["bad\x01name.py"]
        folder = Path(result.relabel_from)
        assert folder.is_dir() and stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert not folder.exists()  # removed when grading ends
    assert not (tmp_path / "evil.py").exists() and not (tmp_path.parent / "up.py").exists()


def test_zip_bomb_and_limits(tmp_path, monkeypatch):
    bomb = _zip(tmp_path / "bomb.zip", [("ada.py", outline_source().encode()), ("big.py", b"\0" * (20 << 20))])
    with collect(bomb) as result:
        assert kinds(result) == {"ada": "ada.py"}
        assert any("big.py" in i.path and "limit" in i.reason for i in result.ignored)
    monkeypatch.setattr(archive, "MAX_FILE_BYTES", 64 << 20)
    with collect(bomb) as result:  # within the size limit, but 20 MiB from a few KiB: a ratio past 200:1
        assert any("big.py" in i.path and "zip bomb" in i.reason for i in result.ignored)
    monkeypatch.setattr(archive, "MAX_ENTRIES", 3)
    many = _zip(tmp_path / "many.zip", [(f"s{i}.py", b"x") for i in range(5)])
    with pytest.raises(IngestError, match="more than 3"):
        collect(many)
    (tmp_path / "fake.zip").write_bytes(b"not a zip")
    with pytest.raises(IngestError, match="not a zip archive"):
        collect(tmp_path / "fake.zip", layout="zip")


def test_a_header_that_lies_about_its_size_is_caught(tmp_path):
    z = _zip(tmp_path / "liar.zip", [("ada.py", outline_source().encode()), ("x.py", b"A" * 5000)])
    data = bytearray(z.read_bytes())
    # shrink x.py's declared size in the central directory (offset 24 of its entry) to 10 bytes
    cd = data.rfind(b"PK\x01\x02")
    data[cd + 24:cd + 28] = (10).to_bytes(4, "little")
    z.write_bytes(bytes(data))
    with collect(z) as result:
        assert "x" not in kinds(result)
        assert any(i.path.endswith("x.py") for i in result.ignored)


def test_a_zip_inside_a_class_folder_is_not_a_student(tmp_path):
    (tmp_path / "ada.py").write_text(outline_source())
    _zip(tmp_path / "late_ones.zip", [("bob.py", outline_source().encode())])
    with collect(tmp_path) as result:
        assert kinds(result) == {"ada": "ada.py"}
        assert any(i.path == "late_ones.zip" and "workbench grade late_ones.zip" in i.reason for i in result.ignored)


def test_a_folder_holding_only_a_zip_is_the_zip(tmp_path):
    _zip(tmp_path / "submissions.zip", [("smithjo_12_34_my_outline.py", outline_source().encode())])
    assert detect(tmp_path) == "zip"
    with collect(tmp_path) as result:
        assert result.layout == "zip:canvas" and kinds(result) == {"12": "smithjo_12_34_my_outline.py"}


# -- Gradescope metadata --------------------------------------------------------------------------

def _gs(tmp_path: Path, yml: str, folders=("submission_1",)) -> Path:
    for f in folders:
        (tmp_path / f).mkdir()
        (tmp_path / f / "my_outline.py").write_text(outline_source())
    (tmp_path / "submission_metadata.yml").write_text(yml)
    return tmp_path


def test_gradescope_yaml_never_constructs_objects_and_refuses_alias_bombs(tmp_path):
    root = _gs(tmp_path, "submission_1:\n  :submitters:\n  - :name: !!python/object/apply:os.system ['touch pwned']\n"
               "    :sid: '../../etc'\n")
    with collect(root) as result:
        assert not (Path.cwd() / "pwned").exists()
        (sub,) = result.submissions
        assert sub.student == "%2E.%2F..%2Fetc" and "/" not in sub.student  # a SID cannot name a path
        assert result.meta[sub.student].name is None  # read as plain data (a list), never run; not a name
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nsubmission_1: *b\n"
    (tmp_path / "submission_metadata.yml").write_text(bomb)
    with pytest.raises(IngestError, match="anchors and aliases are not accepted"):
        collect(root)
    (tmp_path / "submission_metadata.yml").write_text("- [unclosed\n")
    with pytest.raises(IngestError, match="submission_metadata.yml: not readable as Gradescope metadata"):
        collect(root)


def test_gradescope_ruby_tags_groups_and_strays(tmp_path):
    root = _gs(tmp_path, (
        "submission_1:\n  :submitters:\n  - :name: Ada\n    :sid: '7'\n  - :name: Bob\n    :sid: '8'\n"
        "  :score: !ruby/object:BigDecimal 18:0.1e2\n  :created_at: 2026-11-20 10:00:00.123456789 -08:00\n"
        "submission_3:\n  :submitters:\n  - :name: Gone\n"), folders=("submission_1", "submission_2"))
    (tmp_path / "notes.txt").write_text("x")
    os.mkfifo(tmp_path / "submission_9")
    with collect(root) as result:
        assert kinds(result) == {"submission_1": "my_outline.py", "submission_2": "my_outline.py"}
        group = result.meta["submission_1"]
        assert [m.sis_user_id for m in group.members] == ["7", "8"] and group.name == "Ada, Bob"
        assert group.submitted_at == "2026-11-20 10:00:00.123456789 -08:00"
        assert result.meta["submission_2"].notes  # no metadata: said so
        reasons = {i.path: i.reason for i in result.ignored}
        assert "no folder" in reasons["submission_3"] and "FIFO" in reasons["submission_9"]
        assert "notes.txt" in reasons


# -- Canvas ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, parsed", [
    ("smithjohn_12345_67890_my_outline.py", ("smithjohn", False, "12345", 67890, "my_outline.py", 0)),
    ("smith_john_LATE_12345_67890_my_outline-2.py", ("smith_john", True, "12345", 67890, "my_outline.py", 2)),
    ("o'neil_3_4_outline final-1.py", ("o'neil", False, "3", 4, "outline final.py", 1)),
    ("notes.pdf", None), ("12345_my_outline.py", None),
])
def test_canvas_names(name, parsed):
    assert canvas.parse(name) == parsed


def test_canvas_links_and_folders_are_never_followed(tmp_path):
    (tmp_path / "ada_1_10_my_outline.py").write_text(outline_source())
    os.symlink("/etc/passwd", tmp_path / "bob_2_20_my_outline.py")
    (tmp_path / "cy_3_30_my_outline.py").mkdir()
    with collect(tmp_path) as result:
        assert result.layout == "canvas" and kinds(result) == {"1": "ada_1_10_my_outline.py"}
        reasons = {i.path: i.reason for i in result.ignored}
        assert "symbolic link" in reasons["bob_2_20_my_outline.py"] and "folder" in reasons["cy_3_30_my_outline.py"]


# -- GitHub Classroom -----------------------------------------------------------------------------

def _repo(root: Path, name: str, files: dict[str, str]) -> None:
    repo = root / name
    (repo / ".git").mkdir(parents=True)
    for rel, text in files.items():
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        (repo / rel).write_text(text)


def test_classroom_never_grades_a_test_or_template_file(tmp_path):
    test = "from my_outline import designOutline\n\ndef designOutline():\n    return {}\n"
    _repo(tmp_path, "hw-ada", {"my_outline.py": outline_source(), "tests/test_outline.py": test})
    _repo(tmp_path, "hw-bob", {"tests/test_outline.py": test, "conftest.py": "x = 1\n"})
    _repo(tmp_path, "hw-cy", {"answer.py": outline_source(), "helpers.py": "X = 1\n", "test_answer.py": test})
    _repo(tmp_path, "hw-dee", {"a.py": outline_source(), "b.py": outline_source()})
    os.symlink("/etc", tmp_path / "hw-dee" / "escape")
    with collect(tmp_path) as result:
        assert result.layout == "classroom"
        assert kinds(result) == {"ada": "my_outline.py", "bob": "no_outline", "cy": "answer.py",
                                 "dee": "ambiguous_outline"}
        bob = next(s for s in result.submissions if s.student == "bob")
        assert "test or template" in bob.error.message
        assert any(i.path == "hw-dee/escape" and "symbolic link" in i.reason for i in result.ignored)


def test_unchanged_starter_is_flagged_even_reformatted(tmp_path):
    from workbench.exercise import get

    starter_file = lambda: get("flashattention").starter  # noqa: E731

    starter = starter_file().read_text()
    body = starter[starter.index("def designOutline"):]
    _repo(tmp_path, "hw-ada", {"my_outline.py": "# my notes\n\n" + body.replace("    ", "\t")})
    _repo(tmp_path, "hw-bob", {"my_outline.py": outline_source()})
    with collect(tmp_path) as result:
        assert kinds(result) == {"ada": "unchanged_starter", "bob": "my_outline.py"}
        assert result.meta["ada"].flags == ["unchanged_starter"]


# -- ids, rosters and CSV cells -------------------------------------------------------------------

@pytest.mark.parametrize("raw", ["../x", "a/b", "..", ".hidden", "-rf", "a\nb", "x" * 300, "\u202eevil", "C:\\x"])
def test_safe_ids_are_one_plain_component(raw):
    sid = safe_id(raw)
    assert "/" not in sid and "\\" not in sid and "\n" not in sid and not sid.startswith((".", "-"))
    assert len(sid) <= 96 and sid.isprintable() and sid not in (".", "..")


def test_roster_headers_are_matched_case_insensitively_and_canvas_rows_skipped(tmp_path):
    path = tmp_path / "r.csv"
    path.write_text("\ufeffSTUDENT,id,Sis User Id,sis login id,E-Mail,SECTION\n"
                    "    Points Possible,,,,,\n\"Student, Test\",999,,,,\n"
                    "\"Lovelace, Ada\",11,S1,ada,ADA@Example.edu,A\n,,,,,\n")
    (ada,) = read(path)
    assert (ada.name, ada.lms_id, ada.sis_user_id, ada.sis_login_id, ada.email, ada.section) == (
        "Lovelace, Ada", "11", "S1", "ada", "ada@example.edu", "A")
    path.write_bytes(b"Name,ID\n\xff\xfe,1\n")
    with pytest.raises(RosterError, match="not UTF-8"):
        read(path)


def test_csv_cells_cannot_start_a_formula():
    for bad in ("=HYPERLINK(\"http://x\")", "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"):
        assert not csv_cell(bad).startswith(("=", "+", "-", "@", "\t", "\r"))
    assert csv_cell("Ada") == "Ada"
    data = {"points_possible": 10, "gradebook": {"assignment": "=cmd|' /C calc'!A0"},
            "students": [{"student": "x", "score": 0.5, "name": "=1+1", "lms_id": "@x", "sis_user_id": "-3",
                          "sis_login_id": None, "section": "+s", "members": []}], "missing": []}
    rows = list(csv.reader(io.StringIO(render_canvas(data))))
    assert rows[0][5] == "'=cmd|' /C calc'!A0"
    assert rows[2] == ["'=1+1", "'@x", "'-3", "", "'+s", "5"]


def test_canvas_outline_may_have_any_name(tmp_path):
    (tmp_path / "ada_1_10_test_outline.py").write_text(outline_source())  # a student's own choice of name
    (tmp_path / "bob_2_20_test.py").write_text("X = 1\n")
    (tmp_path / "bob_2_21_answer.py").write_text(outline_source())
    with collect(tmp_path) as result:
        assert kinds(result) == {"1": "ada_1_10_test_outline.py", "2": "bob_2_21_answer.py"}


def test_a_linked_zip_is_not_followed(tmp_path):
    real = _zip(tmp_path / "real.zip", [("ada.py", outline_source().encode())])
    (tmp_path / "export").mkdir()
    os.symlink(real, tmp_path / "export" / "submissions.zip")
    assert detect(tmp_path / "export") == "folder"
    with pytest.raises(IngestError, match="not a zip archive"):
        collect(tmp_path / "export", layout="zip")


def test_classroom_prefix_from_the_clone_folder(tmp_path):
    root = tmp_path / "outline-submissions"  # what `gh classroom clone student-repos` creates
    for user in ("team-ada", "team-bob"):  # usernames that share a '-' prefix stay whole
        _repo(root, f"outline-{user}", {"my_outline.py": outline_source()})
    with collect(root) as result:
        assert result.layout == "classroom" and kinds(result) == {"team-ada": "my_outline.py",
                                                                  "team-bob": "my_outline.py"}
