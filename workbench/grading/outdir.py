"""The output directory: per-student files, and reading them back.

Layout (docs/instructors.md): DIR/students/<id>/report.json (the full report, hidden
criteria included: instructors only), feedback.md (student-facing), outline.json (the
normalised outline, kept so that similarity can be recomputed by `merge` and `--only`),
report.md (the full student-facing report that feedback.md links to),
and results.json when an LMS format is asked for. Files are written to a temporary name
and renamed, so an interrupted run never leaves a half-written report.

Every file goes through workbench.safefs: folders under OUT are entered relative to their
parent's descriptor without following links, a link planted at any name is refused (or
replaced by the rename, never written through), and reading back never follows a link either.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from workbench import safefs
from workbench.grading.batch import Graded, grader_error
from workbench.report.render.feedback import render_feedback
from workbench.grading.ids import display
from workbench.outline.model import Outline
from workbench.report.model import Report
from workbench.report.render.json_ import dumps
from workbench.report.render.markdown import render as render_markdown

MARKER = "workbench-grade"  # summary.json "tool": how we recognise our own output dir
STUDENT_FILES = ("report.json", "feedback.md", "report.md", "outline.json", "results.json", "student.json")
# Read-back limits: our own files are KBs (a report) to MBs (summary.json of a huge class).
MAX_REPORT_BYTES = 16 * 2**20
MAX_SUMMARY_BYTES = 256 * 2**20


class OutDirError(Exception):
    """The output directory cannot be used or read (a usage error: exit code 2)."""


@dataclass
class Record:
    student: str
    report: Report
    text: str  # outline entry texts, for similarity; "" when not evaluated


def write_atomic(path: Path, text: str | bytes) -> None:
    """Replace `path` safely (workbench.safefs.write_file: temp file, fsync, rename, no link followed)."""
    safefs.write_file(path, text)


def _load_json(path: Path, limit: int) -> object:
    return json.loads(safefs.read_file(path, limit))


def is_grade_output(out: Path) -> bool:
    try:
        data = _load_json(out / "summary.json", MAX_SUMMARY_BYTES)
        return isinstance(data, dict) and data.get("tool") == MARKER
    except (OSError, ValueError):
        return False


def refuse_link(out: Path, option: str = "--out") -> None:
    """OutDirError when the output folder is a symbolic link: whoever could plant it chooses
    where the grader writes. Pass the real folder instead."""
    if out.is_symlink():
        raise OutDirError(f"{option} {display(str(out))} is a symbolic link; the grader never writes through "
                          "a link. Pass the real folder (e.g. the link's target) or a new folder.")


def is_interrupted_output(out: Path) -> bool:
    """Only a students/ folder of our per-student files: what an interrupted `grade` leaves
    (it writes the summaries last). Ours, so a rerun may write into it."""
    try:
        if [p.name for p in out.iterdir()] != ["students"]:
            return False
        allowed = set(STUDENT_FILES)
        return all(s.is_dir() and not s.is_symlink()
                   and all(f.name in allowed or safefs.is_temp_name(f.name) for f in s.iterdir())
                   for s in (out / "students").iterdir())
    except OSError:
        return False


def prepare(out: Path, *, keep: bool) -> None:
    """Create `out`, refusing to write into a non-empty folder that is not ours, or a link."""
    refuse_link(out)
    if out.exists() and not out.is_dir():
        raise OutDirError(f"--out {out}: exists and is not a directory; choose a new folder.")
    if (out.is_dir() and any(out.iterdir()) and not is_grade_output(out)
            and not is_interrupted_output(out) and not keep):
        raise OutDirError(f"--out {out}: the folder is not empty and was not written by "
                          "`workbench grade`; choose an empty or new folder.")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutDirError(f"--out {display(str(out))}: cannot create it ({exc.strerror or exc}).") from exc
    try:  # students/ is entered without following a link: one planted there is refused here
        os.close(_students_fd(out, create=True))
    except OSError as exc:
        raise OutDirError(f"--out {display(str(out / 'students'))}: {exc.strerror or exc}.") from None


def _students_fd(out: Path, *, create: bool = False) -> int:
    out_fd = safefs.open_dir(out)
    try:
        return safefs.open_subdir(out_fd, "students", create=create)
    finally:
        os.close(out_fd)


def _entries(dir_fd: int) -> list[tuple[str, os.stat_result]]:
    with os.scandir(dir_fd) as it:
        return sorted(((e.name, e.stat(follow_symlinks=False)) for e in it), key=lambda e: e[0])


def remove_stale(out: Path, keep_students: set[str]) -> list[str]:
    """After a full run, drop what is in students/ from an earlier run and not in this one (a
    link or file planted there is removed, never followed). Returns what could not be removed."""
    problems = []
    students = out / "students"
    fd = _students_fd(out)
    try:
        for name, st in _entries(fd):
            if name in keep_students and stat.S_ISDIR(st.st_mode):
                continue
            try:
                if stat.S_ISDIR(st.st_mode):
                    shutil.rmtree(students / name)  # fd-based on Linux: links inside are unlinked, not followed
                else:
                    os.unlink(name, dir_fd=fd)
            except OSError as exc:
                problems.append(f"{display(str(students / name))}: {exc.strerror or exc}")
    finally:
        os.close(fd)
    return problems


def _check_id(student: str) -> None:
    if not student or "/" in student or "\0" in student or student in (".", ".."):
        raise ValueError(f"unsafe student id {student!r}")


def write_student(out: Path, graded: Graded, formats: dict[str, str]) -> None:
    """formats: {"results.json": text} rendered by the caller (Gradescope or PrairieLearn).

    Raises OSError (safefs.UnsafeTarget for a planted link) when a file cannot be written."""
    _check_id(graded.student)
    files = {"report.json": dumps(graded.report.model_dump(mode="json")),  # ASCII JSON
             "feedback.md": render_feedback(graded.report, graded.student),
             # the full report a student may see (hidden criteria removed), linked from feedback.md
             "report.md": render_markdown(graded.report.visible())}
    if graded.outline_json is not None:
        files["outline.json"] = graded.outline_json + "\n"
    files.update(formats)
    students = _students_fd(out, create=True)
    try:
        folder = safefs.open_subdir(students, graded.student, create=True)
    finally:
        os.close(students)
    try:
        for name, text in files.items():
            # No fsync per file (4 per student doubled a class's time): the pipeline flushes the
            # whole output with one safefs.sync_fs before it writes the summaries.
            safefs.write_at(folder, name, text, shown=str(out / "students" / graded.student / name),
                            durable=False)
        for name in ("outline.json", "results.json"):  # a regrade that now fails keeps no old outline
            if name not in files:
                try:
                    os.unlink(name, dir_fd=folder)  # removes a link itself, never its target
                except FileNotFoundError:
                    pass
    finally:
        os.close(folder)


def discard_student(out: Path, student: str) -> None:
    """Best effort: remove a student's files (after a failed write, so no stale grade remains)."""
    try:
        folder = _open_student(out, student)
    except (OSError, ValueError):
        return
    try:
        for name in STUDENT_FILES:
            try:
                os.unlink(name, dir_fd=folder)
            except OSError:
                pass
    finally:
        os.close(folder)


def _open_student(out: Path, student: str, *, create: bool = False) -> int:
    """A descriptor for the folder `out/students/<student>`, reached without following links."""
    _check_id(student)
    fd = _students_fd(out, create=create)
    try:
        return safefs.open_subdir(fd, student, create=create)
    finally:
        os.close(fd)


def list_students(out: Path) -> list[str]:
    """The student folders of `out/students` (real folders only; links are not followed)."""
    fd = _students_fd(out)
    try:
        return [name for name, st in _entries(fd) if stat.S_ISDIR(st.st_mode)]
    finally:
        os.close(fd)


def read_student_files(out: Path, student: str) -> dict[str, bytes]:
    """The per-student files of `out/students/<student>` that exist, read without following links."""
    folder = _open_student(out, student)
    files = {}
    try:
        for name in STUDENT_FILES:
            try:
                files[name] = safefs.read_file(name, MAX_REPORT_BYTES, dir_fd=folder)
            except FileNotFoundError:
                pass
    finally:
        os.close(folder)
    return files


def write_student_files(out: Path, student: str, files: dict[str, bytes]) -> None:
    """Make `out/students/<student>` hold exactly `files` (merge's copy), written safely."""
    folder = _open_student(out, student, create=True)
    try:
        for name in STUDENT_FILES:
            if name in files:
                safefs.write_at(folder, name, files[name], shown=str(out / "students" / student / name),
                                durable=False)  # merge flushes once with safefs.sync_fs
            else:
                try:
                    os.unlink(name, dir_fd=folder)
                except FileNotFoundError:
                    pass
    finally:
        os.close(folder)


def _read_record(students_fd: int, name: str) -> Record:
    folder = safefs.open_subdir(students_fd, name)
    try:
        # json.loads, not model_validate_json: ASCII JSON may carry a lone surrogate as \udXXXX.
        report = Report.model_validate(json.loads(safefs.read_file("report.json", MAX_REPORT_BYTES, dir_fd=folder)))
        text = ""
        try:
            raw = safefs.read_file("outline.json", MAX_REPORT_BYTES, dir_fd=folder)
            outline = Outline.model_validate(json.loads(raw))
            text = "\n".join(e.text for _, e in sorted(outline.entries.items()))
        except (OSError, ValueError, ValidationError):
            text = ""  # only similarity needs it; the grade itself is in report.json
        return Record(name, report, text)
    finally:
        os.close(folder)


def read_records(out: Path, *, strict: bool = True, exercise: str = "") -> list[Record]:
    """Every student's record under out/students, sorted by student id.

    strict (merge, and what it reads): an unreadable report is an OutDirError naming it.
    Not strict (`grade` rebuilding its own summaries): it becomes that student's grader_error
    (step "read"), and the rest of the class is summarised. Links in students/ are never followed."""
    try:
        fd = _students_fd(out)
    except OSError as exc:
        raise OutDirError(f"{display(str(out))}: no usable students/ folder ({exc.strerror or exc}); "
                          "is this a `workbench grade` output?") from None
    records = []
    try:
        for name, st in _entries(fd):
            if safefs.is_temp_name(name):
                continue
            path = out / "students" / name / "report.json"
            try:
                if not stat.S_ISDIR(st.st_mode):
                    raise safefs.UnsafeTarget(0, "not a folder written by `workbench grade`: a link or a "
                                              "file is never followed", name)
                records.append(_read_record(fd, name))
            except (OSError, ValueError, ValidationError) as exc:
                if strict:
                    why = getattr(exc, "strerror", None) or type(exc).__name__
                    raise OutDirError(f"{display(str(path))}: cannot read this report ({display(str(why))}); "
                                      "regrade the student with --only or remove the folder.") from None
                records.append(Record(name, grader_error(exercise, name, display(str(path)), "read", exc), ""))
    finally:
        os.close(fd)
    return records


def read_meta(out: Path) -> dict:
    """The previous summary.json of `out` ({} when absent or unreadable)."""
    try:
        data = _load_json(out / "summary.json", MAX_SUMMARY_BYTES)
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}
