"""Issue 9, class 2 (one student stops the batch) and the grader-files half of class 7 (links
and files): hostile entries in SUBMISSIONS, hostile names, failures of one student's step, and
links planted where the grader writes.

Every case asserts what docs/sandbox.md promises: the batch finishes; every other student is
graded; summary.json / summary.csv / summary.md / junit.xml are written and valid; the student
whose step failed is named with the reason; nothing outside OUT was written, and nothing
outside SUBMISSIONS was read into the outputs.

Most cases run `workbench grade` in-process with the stand-in loader and engine of
test_grade_fakes (literal outlines; no sandbox needed). The cases that used to *hang* discovery
(a FIFO, a link to /dev/stdin) run the real command in a subprocess with a time limit, so a
regression fails instead of hanging the suite.
"""

from __future__ import annotations

import csv
import errno
import io
import json
import os
import socket
import stat
import subprocess
import sys
import time
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from test_grade_fakes import cli, fake_engine, fake_load_outline, outline_source  # noqa: F401
from workbench.grading.ids import display, student_id

ROOT = Path(__file__).resolve().parents[1]
SECRET = "SECRET-7f3a9c-DO-NOT-LEAK"


# -- helpers -----------------------------------------------------------------------------------

def run(cli, *args):
    runner, app = cli
    return runner.invoke(app, [str(a) if not isinstance(a, bytes) else os.fsdecode(a) for a in args])


def grade(cli, subs: Path, out: Path, *extra):
    return run(cli, "grade", subs, "--out", out, "-q", "--jobs", "2", *extra)


def good(root: Path, name: str) -> Path:
    """A passing literal outline, worded per student (no near-duplicate flags)."""
    def own(text: str) -> str:
        return text + " " + " ".join(f"{name[:8]}w{k}" for k in range(10))

    path = root / f"{name}.py"
    path.write_text(outline_source(memory=own("Keep S and P on chip, never written to HBM."),
                                   tiling=own("Q in 128 row blocks, K and V in 64 row tiles."),
                                   stability=own("Running max m and sum l in fp32, rescaled per block."),
                                   tradeoff=own("Backward recomputes S and P, costing extra FLOPs.")))
    return path


def outside_tree(tmp_path: Path) -> Path:
    """A folder outside SUBMISSIONS and OUT holding a secret (as the text of a .py file, so a
    followed link would have it quoted back in a syntax error or an outline)."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "my_outline.py").write_text(f"{SECRET} = (\n")
    (outside / "target.txt").write_text(f"{SECRET}\n")
    return outside


def snapshot(folder: Path) -> dict[str, tuple[int, bytes | str]]:
    """Everything under `folder`, links not followed: to show that nothing there changed."""
    snap = {}
    for dirpath, dirnames, filenames in os.walk(folder):
        for name in dirnames + filenames:
            p = Path(dirpath) / name
            st_ = os.lstat(p)
            if stat.S_ISLNK(st_.st_mode):
                snap[str(p)] = (st_.st_mode, os.readlink(p))
            elif stat.S_ISREG(st_.st_mode):
                snap[str(p)] = (st_.st_mode, p.read_bytes())
            else:
                snap[str(p)] = (st_.st_mode, b"")
    return snap


def check_outputs(out: Path, *, graded: set[str], failed: dict[str, str] | None = None) -> dict:
    """The four summaries exist and are valid; `graded` students were graded; each student of
    `failed` (id -> error kind) is listed as not evaluated with that kind. Returns summary.json."""
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    rows = {s["student"]: s for s in summary["students"]}
    for sid in graded:
        assert rows[sid]["status"] == "graded", (sid, rows[sid])
        report = json.loads((out / "students" / sid / "report.json").read_text(encoding="utf-8"))
        assert report["error"] is None
        assert (out / "students" / sid / "feedback.md").is_file()
    for sid, kind in (failed or {}).items():
        assert rows[sid]["status"] == "not_evaluated" and rows[sid]["error"] == kind, (sid, rows[sid])
        assert any(e["student"] == sid and e["message"] for e in summary["not_evaluated"])
    table = list(csv.reader(io.StringIO((out / "summary.csv").read_text(encoding="utf-8"))))
    assert len(table) == 1 + len(rows)  # one row per student: no name broke out of its cell
    assert {r[0].lstrip("'") for r in table[1:]} == set(rows)
    ET.fromstring((out / "junit.xml").read_bytes())
    md = (out / "summary.md").read_text(encoding="utf-8")
    assert md.startswith("# Grading summary")
    # Every student id is printable and a single path component.
    for sid in rows:
        assert "/" not in sid and not sid.startswith(("-", ".")) and sid.isprintable(), sid
    return summary


def assert_no_secret(out: Path) -> None:
    for p in out.rglob("*"):
        if p.is_file() and not p.is_symlink():
            assert SECRET not in p.read_text(encoding="utf-8", errors="replace"), p


def grade_subprocess(subs: Path, out: Path, *extra: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """The real `workbench grade` (real loader, engine and bundled rubric) with a time limit and a
    stdin that never ends: a hang in discovery fails the test instead of hanging the suite."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "workbench", "grade", str(subs), "--out", str(out), "-q",
                             "--no-evidence", "--jobs", "2", *extra],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                            cwd=str(ROOT))
    try:
        stdout, stderr = proc.communicate(timeout=timeout)  # stdin is closed only at the end
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        pytest.fail(f"workbench grade did not finish within {timeout} s (discovery hung?)")
    return subprocess.CompletedProcess(proc.args, proc.returncode, stdout.decode(), stderr.decode())


# -- class 2: entries that are not regular files ---------------------------------------------

def test_fifo_named_py_next_to_another_file_does_not_hang(tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    (subs / "bob").mkdir()
    good(subs / "bob", "my_outline")
    os.mkfifo(subs / "bob" / "helper.py")  # before: discovery opened it to sniff, and blocked forever
    os.mkfifo(subs / "zed.py")
    res = grade_subprocess(subs, tmp_path / "out")
    assert res.returncode == 0, res.stderr
    summary = check_outputs(tmp_path / "out", graded={"alice", "bob"}, failed={"zed": "not_a_file"})
    assert any("helper.py" in i["path"] and "FIFO" in i["reason"] for i in summary["ignored"])


def test_link_to_dev_stdin_is_not_opened(tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    (subs / "carol").mkdir()
    good(subs / "carol", "answer")
    os.symlink("/dev/stdin", subs / "carol" / "notes.py")
    os.symlink("/dev/stdin", subs / "dave.py")
    res = grade_subprocess(subs, tmp_path / "out")
    assert res.returncode == 0, res.stderr
    summary = check_outputs(tmp_path / "out", graded={"alice", "carol"}, failed={"dave": "not_a_file"})
    message = next(e["message"] for e in summary["not_evaluated"] if e["student"] == "dave")
    assert "symbolic link" in message
    assert any("notes.py" in i["path"] and "symbolic link" in i["reason"] for i in summary["ignored"])


def test_link_to_dev_zero_is_not_read(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    os.symlink("/dev/zero", subs / "zero.py")
    (subs / "erin").mkdir()
    good(subs / "erin", "a")
    os.symlink("/dev/zero", subs / "erin" / "b.py")  # two .py: discovery would have sniffed it
    res = grade(cli, subs, tmp_path / "out")
    assert res.exit_code == 0, res.output
    check_outputs(tmp_path / "out", graded={"alice", "erin"}, failed={"zero": "not_a_file"})


def test_socket_entries_are_skipped_with_a_note(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    (subs / "frank").mkdir(parents=True)
    good(subs, "alice")
    good(subs / "frank", "outline")
    socks = []
    for where in (subs / "sock.py", subs / "frank" / "extra.py", subs / "plain.sock"):
        s = socket.socket(socket.AF_UNIX)
        s.bind(str(where))
        socks.append(s)
    try:
        res = grade(cli, subs, tmp_path / "out")
    finally:
        for s in socks:
            s.close()
    assert res.exit_code == 0, res.output
    summary = check_outputs(tmp_path / "out", graded={"alice", "frank"}, failed={"sock": "not_a_file"})
    reasons = {i["path"]: i["reason"] for i in summary["ignored"]}
    assert any("socket" in r for p, r in reasons.items() if p.endswith("extra.py"))
    assert "socket" in reasons["plain.sock"]


# -- class 7: links out of SUBMISSIONS and to classmates --------------------------------------

def test_symlink_to_a_folder_outside_with_a_secret_is_refused(cli, fake_engine, tmp_path):
    outside = outside_tree(tmp_path)
    before = snapshot(outside)
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    os.symlink(outside, subs / "mallory")
    os.symlink(outside / "my_outline.py", subs / "trudy.py")
    out = tmp_path / "out"
    res = grade(cli, subs, out)
    assert res.exit_code == 0, res.output
    summary = check_outputs(out, graded={"alice"}, failed={"mallory": "not_a_file", "trudy": "not_a_file"})
    assert summary["students"][1]["score"] == 0
    assert_no_secret(out)
    assert snapshot(outside) == before


def test_symlink_to_a_classmates_folder_does_not_get_their_grade(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    (subs / "alice").mkdir(parents=True)
    good(subs / "alice", "my_outline")
    os.symlink(subs / "alice", subs / "copycat")
    os.symlink("alice", subs / "relative_copycat")
    res = grade(cli, subs, tmp_path / "out")
    assert res.exit_code == 0, res.output
    summary = check_outputs(tmp_path / "out", graded={"alice"},
                            failed={"copycat": "not_a_file", "relative_copycat": "not_a_file"})
    assert {s["student"]: s["score"] for s in summary["students"]}["copycat"] == 0


def test_symlink_to_a_classmates_file_inside_a_folder_is_not_followed(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    (subs / "bob").mkdir()
    os.symlink("../alice.py", subs / "bob" / "my_outline.py")
    os.symlink(subs / "alice.py", subs / "bob.py")
    res = grade(cli, subs, tmp_path / "out")
    assert res.exit_code == 0, res.output
    summary = check_outputs(tmp_path / "out", graded={"alice"})
    row = {s["student"]: s for s in summary["students"]}["bob"]
    assert row["status"] == "not_evaluated" and row["score"] == 0


def test_hard_link_to_a_classmates_file_is_graded_once(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    os.link(subs / "alice.py", subs / "bob.py")  # the same file under two names
    res = grade(cli, subs, tmp_path / "out")
    assert res.exit_code == 0, res.output
    summary = check_outputs(tmp_path / "out", graded={"alice"}, failed={"bob": "duplicate"})
    message = next(e["message"] for e in summary["not_evaluated"] if e["student"] == "bob")
    assert "alice.py" in message and "hard link" in message


@pytest.mark.skipif(os.geteuid() != 0, reason="chown to another uid needs root")
def test_hard_link_to_a_file_of_another_user_is_refused(cli, fake_engine, tmp_path):
    """Detectable only by heuristics: a hard link *is* the file. st_nlink > 1 says it has other
    names, not where; one owned by another user than SUBMISSIONS' owner is refused."""
    outside = outside_tree(tmp_path)
    os.chown(outside / "my_outline.py", 4242, 4242)
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    os.link(outside / "my_outline.py", subs / "eve.py")
    res = grade(cli, subs, tmp_path / "out")
    assert res.exit_code == 0, res.output
    summary = check_outputs(tmp_path / "out", graded={"alice"}, failed={"eve": "not_a_file"})
    message = next(e["message"] for e in summary["not_evaluated"] if e["student"] == "eve")
    assert "hard links" in message and "4242" in message
    assert_no_secret(tmp_path / "out")


def test_hard_link_of_the_same_owner_cannot_be_told_apart(cli, fake_engine, tmp_path):
    """The documented limit: a hard link to a file of SUBMISSIONS' own owner is that file; it is
    graded (rsync --link-dest snapshots are made of such links)."""
    outside = tmp_path / "outside"
    outside.mkdir()
    good(outside, "snapshot")
    subs = tmp_path / "subs"
    subs.mkdir()
    os.link(outside / "snapshot.py", subs / "alice.py")
    res = grade(cli, subs, tmp_path / "out")
    assert res.exit_code == 0, res.output
    check_outputs(tmp_path / "out", graded={"alice"})


# -- class 2: hostile names --------------------------------------------------------------------

def test_non_utf8_file_and_folder_names(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    raw = os.fsencode(subs)
    with open(raw + b"/caf\xe9.py", "w") as f:
        f.write(outline_source())
    os.mkdir(raw + b"/\xff\xfeweird")
    with open(raw + b"/\xff\xfeweird/my_outline.py", "w") as f:
        f.write(outline_source(tiling="Q in 256 row blocks and K V streamed in 32 row tiles per step."))
    out = tmp_path / "out"
    res = grade(cli, subs, out)
    assert res.exit_code == 0, res.output
    check_outputs(out, graded={"alice", "caf%E9", "%FF%FEweird"})
    report = json.loads((out / "students" / "caf%E9" / "report.json").read_text(encoding="utf-8"))
    assert report["file"].endswith("caf\\xe9.py")  # the original name, escaped for display


def test_names_with_newlines_and_control_characters(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    names = ["evil\n| injected | row |", "\x1b]0;pwned\x07title", "tab\there", "bidi\u202eexe.py", "bell\x07"]
    for name in names:
        (subs / f"{name}.py").write_text(outline_source())
    out = tmp_path / "out"
    res = grade(cli, subs, out)
    assert res.exit_code == 0, res.output
    ids = {student_id(n) for n in names}
    summary = check_outputs(out, graded={"alice"} | ids)
    assert len(summary["students"]) == 1 + len(names)
    for sid in ids:
        assert not any(unicodedata.category(c) in ("Cc", "Cf") for c in sid)
        assert (out / "students" / sid / "report.json").is_file()


def test_names_with_dots_backslashes_percent_and_leading_dashes(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    names = ["-rf", "--output=x", "a..\\..\\b", "%2e%2e", "..\\up", " space", "trailing."]
    for name in names:
        (subs / f"{name}.py").write_text(outline_source())
    out = tmp_path / "out"
    res = grade(cli, subs, out)
    assert res.exit_code == 0, res.output
    ids = {student_id(n) for n in names if not n.startswith(".")}  # `..\up.py` is a hidden file: skipped
    assert len(ids) == len(names) - 1
    check_outputs(out, graded={"alice"} | ids)
    # Everything written stays under OUT/students/<one component>.
    assert sorted(p.name for p in (out / "students").iterdir()) == sorted({"alice"} | ids)
    assert all(not sid.startswith("-") for sid in ids)


def test_very_long_names_get_short_unique_ids(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    a, b = "x" * 240 + "a", "x" * 240 + "b"  # 244 bytes with .py: within NAME_MAX
    (subs / f"{a}.py").write_text(outline_source())
    (subs / f"{b}.py").write_text(outline_source())
    (subs / ("é" * 120)).mkdir()  # 240 bytes of UTF-8
    good(subs / ("é" * 120), "o")
    out = tmp_path / "out"
    res = grade(cli, subs, out)
    assert res.exit_code == 0, res.output
    ids = {student_id(a), student_id(b), student_id("é" * 120)}
    assert len(ids) == 3 and all(len(i.encode()) <= 200 for i in ids)
    check_outputs(out, graded={"alice"} | ids)


_NAMES = (st.text(alphabet=st.characters(blacklist_characters="\0"), min_size=1, max_size=40)
          | st.binary(min_size=1, max_size=30).map(lambda b: os.fsdecode(b.replace(b"\0", b"x").replace(b"/", b"x")))
          | st.text(alphabet="ab%-.\\\n\x1b\udcff\u202e ", min_size=1, max_size=12))


@settings(max_examples=300, deadline=None)
@given(st.lists(_NAMES, min_size=1, max_size=8, unique=True))
def test_ids_are_printable_single_components_and_unique(names):
    ids = [student_id(n) for n in names]
    assert len(set(ids)) == len(ids)
    for sid in ids:
        assert sid and "/" not in sid and "\\" not in sid and sid not in (".", "..")
        assert not sid.startswith(("-", ".", " "))
        assert len(sid.encode("utf-8")) <= 200
        assert not any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") for c in sid)
        sid.encode("utf-8")  # no lone surrogate
    for n in names:
        display(n).encode("utf-8")


# -- class 2: one student's step fails ---------------------------------------------------------

def _loader_with(monkeypatch, fn):
    import workbench.grading.batch as batch

    monkeypatch.setattr(batch, "_loader", lambda: fn)


def test_lone_surrogate_in_an_exception_message(cli, fake_engine, tmp_path, monkeypatch):
    def loader(path, **kw):
        if "SURROGATE" in Path(path).read_text():
            raise RuntimeError("boom \udcff\udc80 in the grader")
        return fake_load_outline(path, **kw)

    _loader_with(monkeypatch, loader)
    subs = tmp_path / "subs"
    subs.mkdir()
    for name in ("alice", "zoe"):
        good(subs, name)
    (subs / "mid.py").write_text("# SURROGATE\n" + outline_source())
    out = tmp_path / "out"
    res = grade(cli, subs, out)
    assert res.exit_code == 0, res.output
    summary = check_outputs(out, graded={"alice", "zoe"}, failed={"mid": "grader_error"})
    entry = next(e for e in summary["not_evaluated"] if e["student"] == "mid")
    assert entry["step"] == "load" and "\\xff" in entry["message"]


def test_lone_surrogate_in_the_outline_text(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    # A valid Python literal holding a lone surrogate: it cannot be encoded as UTF-8.
    (subs / "sur.py").write_text(outline_source(memory="Keep S on chip \\udcff never in HBM at all ok ok ok"))
    out = tmp_path / "out"
    res = grade(cli, subs, out)
    assert res.exit_code == 0, res.output
    check_outputs(out, graded={"alice", "sur"})
    assert "\\\\udcff" in (out / "students" / "sur" / "outline.json").read_text()


def test_a_student_whose_write_fails(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    for name in ("alice", "bob", "carl"):
        good(subs, name)
    out = tmp_path / "out"
    assert grade(cli, subs, out).exit_code == 0
    report = out / "students" / "bob" / "report.json"
    report.unlink()
    report.mkdir()  # a folder where the report goes: no file can be written there
    (report / "keep").write_text("x")
    res = grade(cli, subs, out)
    assert res.exit_code == 0, res.output
    summary = check_outputs(out, graded={"alice", "carl"}, failed={"bob": "grader_error"})
    entry = next(e for e in summary["not_evaluated"] if e["student"] == "bob")
    assert entry["step"] == "write" and "report.json" in entry["message"]
    assert "bob" in res.stderr and "warning" in res.stderr
    assert not (out / "students" / "bob" / "feedback.md").exists()  # no stale feedback from run 1


def test_a_render_crash_for_one_student_is_that_students_write_failure(cli, fake_engine, tmp_path, monkeypatch):
    import workbench.grading.outdir as outdir

    real = outdir.render_feedback

    def render(report, student):
        if student == "bob":
            raise UnicodeEncodeError("utf-8", "\udcff", 0, 1, "surrogates not allowed")
        return real(report, student)

    monkeypatch.setattr(outdir, "render_feedback", render)
    subs = tmp_path / "subs"
    subs.mkdir()
    for name in ("alice", "bob", "carl"):
        good(subs, name)
    res = grade(cli, subs, tmp_path / "out")
    assert res.exit_code == 0, res.output
    check_outputs(tmp_path / "out", graded={"alice", "carl"}, failed={"bob": "grader_error"})


def test_a_discovery_bug_on_one_entry_is_that_students_grader_error(cli, fake_engine, tmp_path, monkeypatch):
    import workbench.grading.discover as disc

    real = disc._pick_outline

    def pick(student, dir_fd, folder):
        if student == "bob":
            raise RecursionError("simulated bug \udcff")
        return real(student, dir_fd, folder)

    monkeypatch.setattr(disc, "_pick_outline", pick)
    subs = tmp_path / "subs"
    (subs / "bob").mkdir(parents=True)
    good(subs, "alice")
    good(subs / "bob", "o")
    res = grade(cli, subs, tmp_path / "out")
    assert res.exit_code == 0, res.output
    summary = check_outputs(tmp_path / "out", graded={"alice"}, failed={"bob": "grader_error"})
    assert next(e for e in summary["not_evaluated"] if e["student"] == "bob")["step"] == "discovery"


# -- class 7: links planted where the grader writes --------------------------------------------

def test_symlink_planted_at_a_students_report(cli, fake_engine, tmp_path):
    outside = outside_tree(tmp_path)
    before = snapshot(outside)
    subs = tmp_path / "subs"
    subs.mkdir()
    for name in ("alice", "bob"):
        good(subs, name)
    out = tmp_path / "out"
    assert grade(cli, subs, out).exit_code == 0
    report = out / "students" / "bob" / "report.json"
    report.unlink()
    os.symlink(outside / "target.txt", report)  # what a learner with write access there would plant
    res = grade(cli, subs, out)
    assert res.exit_code == 0, res.output
    assert snapshot(outside) == before  # root did not write through the link
    summary = check_outputs(out, graded={"alice"}, failed={"bob": "grader_error"})
    message = next(e["message"] for e in summary["not_evaluated"] if e["student"] == "bob")
    assert "symbolic link" in message
    assert not report.is_symlink()  # the planted link itself was removed or replaced
    assert_no_secret(out)


def test_symlink_planted_as_a_students_folder_and_in_students(cli, fake_engine, tmp_path):
    outside = outside_tree(tmp_path)
    before = snapshot(outside)
    subs = tmp_path / "subs"
    subs.mkdir()
    for name in ("alice", "bob"):
        good(subs, name)
    out = tmp_path / "out"
    assert grade(cli, subs, out).exit_code == 0
    import shutil

    shutil.rmtree(out / "students" / "bob")
    os.symlink(outside, out / "students" / "bob")  # the folder itself is a link
    os.symlink(outside, out / "students" / "ghost")  # a stale entry that is a link
    res = grade(cli, subs, out)
    assert snapshot(outside) == before
    assert res.exit_code == 0, res.output
    summary = check_outputs(out, graded={"alice"}, failed={"bob": "grader_error"})
    assert "ghost" not in {s["student"] for s in summary["students"]}
    assert not (out / "students" / "ghost").exists() and not (out / "students" / "ghost").is_symlink()


def test_symlink_planted_at_a_summary_file(cli, fake_engine, tmp_path):
    outside = outside_tree(tmp_path)
    before = snapshot(outside)
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    out = tmp_path / "out"
    assert grade(cli, subs, out).exit_code == 0
    (out / "summary.csv").unlink()
    os.symlink(outside / "target.txt", out / "summary.csv")
    res = grade(cli, subs, out)
    assert res.exit_code == 2
    assert "summary.csv" in res.stderr and "symbolic link" in res.stderr and "Traceback" not in res.output
    assert snapshot(outside) == before
    json.loads((out / "summary.json").read_text())  # the other summaries were written
    ET.fromstring((out / "junit.xml").read_bytes())
    assert (out / "students" / "alice" / "report.json").is_file()


def test_students_folder_replaced_by_a_symlink_is_refused(cli, fake_engine, tmp_path):
    outside = outside_tree(tmp_path)
    before = snapshot(outside)
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    out = tmp_path / "out"
    assert grade(cli, subs, out).exit_code == 0
    import shutil

    shutil.rmtree(out / "students")
    os.symlink(outside, out / "students")
    res = grade(cli, subs, out)
    assert res.exit_code == 2
    assert "students" in res.stderr and "symbolic link" in res.stderr
    assert snapshot(outside) == before


def test_grade_out_that_is_a_symlink_is_refused(cli, fake_engine, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    subs = tmp_path / "subs"
    subs.mkdir()
    good(subs, "alice")
    os.symlink(outside, tmp_path / "out")
    res = grade(cli, subs, tmp_path / "out")
    assert res.exit_code == 2
    assert "symbolic link" in res.stderr
    assert list(outside.iterdir()) == []


def test_check_output_that_is_a_symlink_is_refused(cli, tmp_path):
    target = tmp_path / "passwd"
    target.write_text("root:x:0:0\n")
    link = tmp_path / "results.json"
    os.symlink(target, link)
    strong = ROOT / "exercises" / "flashattention" / "examples" / "strong.py"
    res = run(cli, "check", strong, "--no-evidence", "--format", "json", "--output", link)
    assert res.exit_code == 2
    assert "symbolic link" in res.stderr and "Traceback" not in res.output
    assert target.read_text() == "root:x:0:0\n" and link.is_symlink()


def test_check_output_link_planted_during_the_run(cli, tmp_path, monkeypatch):
    """What a learner in rlimits mode can do: read --output from the grader's argv and plant a
    link there while their code runs. The write refuses it; the report still reaches stdout."""
    import workbench.outline.load as load

    target = tmp_path / "passwd"
    target.write_text("root:x:0:0\n")
    output = tmp_path / "results.json"
    real = load.load_outline

    def planting(*args, **kwargs):
        os.symlink(target, output)
        return real(*args, **kwargs)

    monkeypatch.setattr(load, "load_outline", planting)
    strong = ROOT / "exercises" / "flashattention" / "examples" / "strong.py"
    res = run(cli, "check", strong, "--no-evidence", "--format", "json", "--output", output)
    assert res.exit_code == 2
    assert '"passed": true' in res.stdout  # nothing lost: the grade still reaches stdout
    assert "symbolic link" in res.stderr and "results.json" in res.stderr
    assert target.read_text() == "root:x:0:0\n"


def test_check_output_failure_leaves_no_empty_or_partial_file(cli, tmp_path, monkeypatch):
    import workbench.safefs as safefs

    output = tmp_path / "results.json"
    output.write_text('{"old": "report"}\n')
    real_write = os.write
    calls = {"n": 0}

    def failing_write(fd, data):
        calls["n"] += 1
        if calls["n"] == 1:
            return real_write(fd, bytes(data[:10]))  # a partial write first ...
        raise OSError(errno.ENOSPC, "No space left on device")  # ... then the disk is full

    monkeypatch.setattr(safefs.os, "write", failing_write)
    strong = ROOT / "exercises" / "flashattention" / "examples" / "strong.py"
    res = run(cli, "check", strong, "--no-evidence", "--format", "json", "--output", output)
    monkeypatch.undo()
    assert res.exit_code == 2
    assert "results.json" in res.stderr and "No space left" in res.stderr
    assert output.read_text() == '{"old": "report"}\n'  # the old file intact, not truncated
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.json"]  # no temp file left
    assert '"passed": true' in res.stdout


def test_init_force_onto_a_symlink_is_refused(cli, tmp_path):
    target = tmp_path / "victim.txt"
    target.write_text("keep\n")
    os.symlink(target, tmp_path / "my_outline.py")
    res = run(cli, "init", tmp_path / "my_outline.py", "--force")
    assert res.exit_code == 2 and "symbolic link" in res.output
    assert target.read_text() == "keep\n"


def test_merge_never_follows_links_in_a_shard(cli, fake_engine, tmp_path):
    outside = outside_tree(tmp_path)
    subs = tmp_path / "subs"
    subs.mkdir()
    for name in ("alice", "bob"):
        good(subs, name)
    shard = tmp_path / "shard"
    assert grade(cli, subs, shard).exit_code == 0
    res = run(cli, "merge", shard, "--out", tmp_path / "merged")
    assert res.exit_code == 0, res.output
    check_outputs(tmp_path / "merged", graded={"alice", "bob"})
    # A report that is a link: refused, named, and --out is left untouched.
    (shard / "students" / "bob" / "report.json").unlink()
    os.symlink(outside / "target.txt", shard / "students" / "bob" / "report.json")
    res = run(cli, "merge", shard, "--out", tmp_path / "merged2")
    assert res.exit_code == 2 and "report.json" in res.stderr and "symbolic link" in res.stderr
    assert not (tmp_path / "merged2").exists()
    # A student folder that is a link (to a folder outside): refused the same way, not followed.
    (shard / "students" / "bob" / "report.json").unlink()
    (shard / "students" / "bob" / "report.json").write_text((shard / "students" / "alice" / "report.json").read_text())
    os.symlink(outside, shard / "students" / "zz_linked_folder")
    res = run(cli, "merge", shard, "--out", tmp_path / "merged3")
    assert res.exit_code == 2 and "zz_linked_folder" in res.stderr and "never followed" in res.stderr
    assert not (tmp_path / "merged3").exists()
    assert_no_secret(tmp_path / "merged")


# -- class 2: size and count bounds ------------------------------------------------------------

def test_sparse_1gb_py_is_named_and_not_read(cli, fake_engine, tmp_path, monkeypatch):
    subs = tmp_path / "subs"
    (subs / "gina").mkdir(parents=True)
    good(subs, "alice")
    for big in (subs / "huge.py", subs / "gina" / "big.py"):
        with open(big, "wb") as f:
            f.truncate(1 << 30)  # 1 GiB, sparse: costs no disk
    good(subs / "gina", "outline")
    import workbench.grading.discover as disc

    read = []
    real_read = os.read
    monkeypatch.setattr(disc.os, "read", lambda fd, n: read.append(os.fstat(fd).st_size) or real_read(fd, n))
    t0 = time.monotonic()
    res = grade(cli, subs, tmp_path / "out")
    assert res.exit_code == 0, res.output
    assert time.monotonic() - t0 < 30
    assert all(size < 1 << 30 for size in read)  # discovery never read the big files
    summary = check_outputs(tmp_path / "out", graded={"alice", "gina"}, failed={"huge": "too_large"})
    assert any(i["path"].endswith("big.py") and "MiB" in i["reason"] for i in summary["ignored"])


def test_20000_files_in_one_student_folder(cli, fake_engine, tmp_path):
    subs = tmp_path / "subs"
    crowd = subs / "crowd"
    crowd.mkdir(parents=True)
    good(subs, "alice")
    for k in range(20_000):
        os.close(os.open(crowd / f"f{k:05d}.py", os.O_CREAT | os.O_WRONLY, 0o644))
    t0 = time.monotonic()
    res = grade(cli, subs, tmp_path / "out")
    assert res.exit_code == 0, res.output
    assert time.monotonic() - t0 < 30
    summary = check_outputs(tmp_path / "out", graded={"alice"}, failed={"crowd": "too_many_files"})
    assert "more than 200 files" in next(e["message"] for e in summary["not_evaluated"] if e["student"] == "crowd")


def test_a_submissions_folder_with_too_many_entries_is_a_usage_error(cli, fake_engine, tmp_path, monkeypatch):
    import workbench.grading.discover as disc

    monkeypatch.setattr(disc, "MAX_ENTRIES", 50)
    subs = tmp_path / "subs"
    subs.mkdir()
    for k in range(51):
        (subs / f"s{k}.txt").write_text("")
    res = grade(cli, subs, tmp_path / "out")
    assert res.exit_code == 2
    assert "more than 50 entries" in res.stderr and "Traceback" not in res.output
