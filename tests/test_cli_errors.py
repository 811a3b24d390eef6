"""Error paths a user can cause, found by the pre-release audit: each one must end in a clear
message naming the input, a documented exit code, no traceback, and nothing already done lost.

Each test here failed before its fix. The option bounds are driven through CliRunner; the
Ctrl-C behaviour of `grade` needs a real process and a real SIGINT.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from workbench.cli.app import app

ROOT = Path(__file__).resolve().parents[1]
STRONG = ROOT / "exercises" / "flashattention" / "examples" / "strong.py"

runner = CliRunner()

# Not a literal, so the sandboxed child must run it: the path where the limits matter.
COMPUTED = '''
def designOutline():
    s = "S and P are never written to HBM"
    return {"memoryTraffic": s, "tiling": "BLOCK_M=128", "numericalStability": "running max"}
'''

SLOW = '''
import time
def designOutline():
    time.sleep(1.0)
    return {"memoryTraffic": "x" * 3, "tiling": "y", "numericalStability": "z"}
'''


def run(*args: str):
    res = runner.invoke(app, [str(a) for a in args])
    # An exception other than SystemExit is a traceback the user would have seen.
    assert res.exception is None or isinstance(res.exception, SystemExit), repr(res.exception)
    return res


@pytest.fixture
def computed(tmp_path: Path) -> Path:
    path = tmp_path / "computed.py"
    path.write_text(COMPUTED)
    return path


@pytest.fixture
def klass(tmp_path: Path) -> Path:
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "ann.py").write_text(STRONG.read_text())
    (folder / "ben.py").write_text(COMPUTED)
    return folder


# --- check: limits the sandbox cannot honour -------------------------------------------------

@pytest.mark.parametrize("value", ["inf", "1e300", "nan", "-1"])
def test_check_timeout_out_of_range_is_a_usage_error(computed, value):
    # Before: inf/1e300 overflowed the sandbox's rlimit or poll() with a traceback (exit 1).
    res = run("check", computed, "--no-evidence", "--timeout", value)
    assert res.exit_code == 2, res.output
    assert "--timeout" in res.output and "Traceback" not in res.output


@pytest.mark.parametrize("value", ["10", "99999999999", "9999999999999999999999"])
def test_check_memory_out_of_range_is_a_usage_error(computed, value):
    # Before: a huge cap made every sandbox fail (exit 3, "a problem with the grading machine").
    res = run("check", computed, "--no-evidence", "--memory", value)
    assert res.exit_code == 2, res.output
    assert "--memory" in res.output and "MiB" in res.output


def test_check_largest_allowed_limits_still_grade(computed):
    res = run("check", computed, "--no-evidence", "--timeout", "3600", "--memory", str(1024 * 1024))
    assert res.exit_code in (0, 1), res.output
    assert "NOT EVALUATED" not in res.output


# --- check: --output must not destroy the outline --------------------------------------------

def test_check_output_onto_the_outline_itself_is_refused(tmp_path):
    outline = tmp_path / "my_outline.py"
    outline.write_text(STRONG.read_text())
    before = outline.read_text()
    # Before: the JSON report was written over the learner's outline (exit 0).
    res = run("check", outline, "--no-evidence", "--format", "json", "--output", tmp_path / "." / "my_outline.py")
    assert res.exit_code == 2
    assert "is the outline being checked" in res.output
    assert outline.read_text() == before


def test_check_output_under_a_file_names_the_file(tmp_path):
    blocker = tmp_path / "notes.txt"
    blocker.write_text("x")
    res = run("check", STRONG, "--no-evidence", "--output", blocker / "report.json")
    assert res.exit_code == 2
    # Before: "File exists", which is errno's word for mkdir over a file.
    assert "notes.txt is a file, not a folder" in res.output


# --- grade: the same limits, and --points ----------------------------------------------------

@pytest.mark.parametrize("args", [["--timeout", "inf"], ["--memory", "10"], ["--memory", "99999999999999999"],
                                  ["--points", "nan"], ["--points", "inf"]])
def test_grade_bad_limits_are_usage_errors_and_write_nothing(klass, tmp_path, args):
    out = tmp_path / "graded"
    # Before: accepted; every computed outline became grader_error / sandbox_error / "exited"
    # (the student blamed), and --points nan wrote NaN into results.json.
    res = run("grade", klass, "--out", out, "--no-evidence", "-q", *args)
    assert res.exit_code == 2, res.output
    assert args[0] in res.output
    assert not out.exists()


# --- init, schema, rubric lint: messages that name the real problem ---------------------------

def test_init_with_trailing_slash_does_not_write_a_file_named_like_the_folder(tmp_path):
    target = tmp_path / "newdir"
    # Before: Path("newdir/") lost the slash and a file called `newdir` was written (exit 0).
    res = run("init", str(target) + "/")  # a folder: the starter goes in it, under the exercise's name
    assert res.exit_code == 0, res.output
    assert target.is_dir() and (target / "my_outline.py").is_file()
    assert "my_outline.py" in res.output


def test_init_under_a_file_names_the_file(tmp_path):
    (tmp_path / "a.py").write_text("x = 1\n")
    res = run("init", tmp_path / "a.py" / "my_outline.py")
    assert res.exit_code == 2
    assert "a.py is a file, not a folder" in res.output


def test_schema_out_onto_a_file_says_so(tmp_path):
    blocker = tmp_path / "schemas"
    blocker.write_text("x")
    res = run("schema", "--out", blocker)
    assert res.exit_code == 2
    assert "schemas is a file, not a folder" in res.output
    assert blocker.read_text() == "x"


@pytest.mark.parametrize("kind", ["dir", "device"])
def test_rubric_lint_of_a_directory_or_device_is_not_called_missing(tmp_path, kind):
    path = tmp_path if kind == "dir" else Path(os.devnull)
    res = run("rubric", "lint", path)
    assert res.exit_code == 2
    # Before: "no such file" for both.
    assert "no such file" not in res.output
    assert ("is a directory" if kind == "dir" else "not a regular file") in res.output


# --- grade: Ctrl-C ---------------------------------------------------------------------------

def _start(args: list[str], cwd: Path) -> subprocess.Popen:
    # SIGINT restored to its default: a test runner started in the background may ignore it,
    # and Python then never raises KeyboardInterrupt.
    return subprocess.Popen([sys.executable, "-m", "workbench", *args], cwd=cwd, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def test_grade_interrupted_keeps_graded_students_says_so_and_can_be_rerun(tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    for name in ("s1", "s2", "s3", "s4", "s5", "s6"):
        (subs / f"{name}.py").write_text(SLOW)
    out = tmp_path / "graded"
    args = ["grade", str(subs), "--out", str(out), "--jobs", "2", "--no-evidence", "-q", "--timeout", "20"]
    proc = _start(args, tmp_path)
    deadline = time.monotonic() + 60
    while not (written := list((out / "students").glob("*/report.json"))):
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "no student was graded within 60 s"
        time.sleep(0.02)
    sent = time.monotonic()
    proc.send_signal(signal.SIGINT)  # the parent only: queued students must still be dropped
    time.sleep(0.2)
    proc.send_signal(signal.SIGINT)  # a second Ctrl-C while the running ones finish
    _, err = proc.communicate(timeout=60)
    stopped_after = time.monotonic() - sent

    # Before: exit 130 with no message, and the process went on grading every queued student.
    assert proc.returncode == 130, err
    assert "interrupted" in err and "Traceback" not in err
    assert str(out / "students") in err
    kept = sorted(p.parent.name for p in (out / "students").glob("*/report.json"))
    # The submissions running at the Ctrl-C are finished and kept; the queued ones are dropped.
    assert len(written) < len(kept) < 6, (written, kept)
    assert stopped_after < 3.5, f"took {stopped_after:.1f} s to stop: queued students were still graded"
    for name in kept:  # what was written is whole, readable JSON
        json.loads((out / "students" / name / "report.json").read_text())
    assert not (out / "summary.json").exists()  # no partial summary that passes for the class

    # Before: the rerun was refused ("not written by `workbench grade`").
    rerun = subprocess.run([sys.executable, "-m", "workbench", "grade", str(subs), "--out", str(out),
                            "--jobs", "6", "--no-evidence", "-q"],
                           cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert rerun.returncode == 0, rerun.stderr
    summary = json.loads((out / "summary.json").read_text())
    assert summary["counts"]["students"] == 6


def test_grade_still_refuses_a_foreign_folder_that_only_has_students(tmp_path, klass):
    out = tmp_path / "graded"
    (out / "students" / "ann").mkdir(parents=True)
    (out / "students" / "ann" / "essay.docx").write_text("mine")
    res = run("grade", klass, "--out", out, "--no-evidence", "-q")
    assert res.exit_code == 2
    assert (out / "students" / "ann" / "essay.docx").read_text() == "mine"


# --- grade --student: the id becomes a folder name ---------------------------------------------

@pytest.mark.parametrize("sid", ["../evil", "a/b", "..", ""])
def test_grade_student_id_cannot_escape_the_output_folder(tmp_path, sid):
    out = tmp_path / "graded"
    # Before: --student ../evil wrote report.json and feedback.md into graded/evil (exit 0).
    res = run("grade", STRONG, "--out", out, "--student", sid, "--no-evidence", "-q")
    assert res.exit_code == 2, res.output
    assert "--student" in res.output
    assert not out.exists() and not (tmp_path / "evil").exists()


# --- closed stdout ------------------------------------------------------------------------------

def test_check_with_stdout_closed_exits_with_the_grade_not_a_traceback(tmp_path):
    # Before: sys.stdout is None, so the tty test raised AttributeError (a traceback, exit 1).
    proc = subprocess.run([sys.executable, "-m", "workbench", "check", str(STRONG), "--no-evidence"],
                          cwd=tmp_path, stderr=subprocess.PIPE, text=True, timeout=60,
                          preexec_fn=lambda: os.close(1))
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode == 0


# --- a reader that closes the pipe early (`workbench check x.py | head -1`) -----------------------

def test_check_into_a_closed_pipe_keeps_its_exit_code_and_writes_output(tmp_path):
    read_end, write_end = os.pipe()
    os.close(read_end)  # every write to stdout now fails with EPIPE, as after `head -1` has exited
    out = tmp_path / "results.json"
    try:
        proc = subprocess.run([sys.executable, "-m", "workbench", "check", str(STRONG), "--no-evidence",
                               "--format", "json", "--output", str(out)],
                              cwd=tmp_path, stdout=write_end, stderr=subprocess.PIPE, text=True, timeout=60)
    finally:
        os.close(write_end)
    # Before: exit 1 ("graded, failed") for a passing outline, and --output never written.
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode == 0
    assert json.loads(out.read_text())["passed"] is True


def test_check_output_that_cannot_be_written_still_prints_the_report(tmp_path):
    blocker = tmp_path / "f"
    blocker.write_text("x")
    res = run("check", STRONG, "--no-evidence", "--format", "json", "--output", blocker / "r.json")
    assert res.exit_code == 2
    assert '"passed": true' in res.stdout  # the grade is not lost with the file
    assert "f is a file, not a folder" in res.stderr


# --- paths the operating system refuses outright (a name longer than NAME_MAX) -----------------

LONG = "a" * 5000


@pytest.mark.parametrize("args", [["explain", "--rubric", LONG + ".yaml"],
                                  ["check", str(STRONG), "--rubric", LONG + ".yaml"],
                                  ["check", str(STRONG), "--no-evidence", "--output", LONG + ".json"],
                                  ["schema", "--out", LONG]])
def test_a_name_too_long_is_a_usage_error(args, tmp_path):
    # Before: OSError ENAMETOOLONG escaped as a traceback (exit 1).
    res = run(*args)
    assert res.exit_code == 2
    assert "too long" in res.output


@pytest.mark.parametrize("args", [["init", LONG + ".py"], ["rubric", "lint", LONG + ".yaml"],
                                  ["evidence", "--out", LONG]])
def test_an_unexpected_oserror_ends_in_a_message_not_a_traceback(args, tmp_path):
    # The console script's last line of defence (workbench.cli.app.main), so a real process.
    proc = subprocess.run([sys.executable, "-m", "workbench", *args], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    assert "File name too long" in proc.stderr


# --- terminals that cannot show “ ” — ✅ ❌ ----------------------------------------------------------

@pytest.mark.parametrize("encoding", ["latin-1", "cp1252", "ascii"])
@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_check_on_a_legacy_terminal_encoding_falls_back_instead_of_crashing(tmp_path, encoding, fmt):
    weak = ROOT / "exercises" / "flashattention" / "examples" / "weak_misconception.py"
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    proc = subprocess.run([sys.executable, "-m", "workbench", "check", str(weak), "--no-evidence", "--format", fmt],
                          cwd=tmp_path, capture_output=True, timeout=60, env=env)
    # Before: UnicodeEncodeError traceback (exit 1 by accident) on latin-1 and cp1252.
    assert b"Traceback" not in proc.stderr, proc.stderr.decode(errors="replace")
    assert proc.returncode == 1
    out = proc.stdout.decode(encoding)
    assert "memoryTraffic" in out and "FlashAttention is faster because it does fewer FLOPs" in out
    if fmt == "markdown":
        assert "[x]" in out  # the stand-in for ❌


# --- merge: a broken report in a shard -----------------------------------------------------------

def test_merge_names_the_broken_report_in_its_shard_and_writes_nothing(tmp_path, klass):
    shards = []
    for i in (1, 2):
        out = tmp_path / f"shard{i}"
        assert run("grade", klass, "--out", out, "--shard", f"{i}/2", "--no-evidence", "-q").exit_code == 0
        shards.append(out)
    broken = next(shards[0].glob("students/*/report.json"))
    broken.write_text("{not json")
    merged = tmp_path / "merged"
    res = run("merge", *shards, "--out", merged)
    assert res.exit_code == 2
    # Before: the message named merged/students/<id>/report.json, a copy, and merged/ was half written.
    assert str(broken) in res.output
    assert not merged.exists()
