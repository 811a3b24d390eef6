"""The output directory: per-student files, and reading them back.

Layout (docs/instructors.md): DIR/students/<id>/report.json (the full report, hidden
criteria included: instructors only), feedback.md (student-facing), outline.json (the
normalised outline, kept so that similarity can be recomputed by `merge` and `--only`),
and results.json when an LMS format is asked for. Files are written to a temporary name
and renamed, so an interrupted run never leaves a half-written report.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from workbench.grading.batch import Graded
from workbench.grading.feedback import render_feedback
from workbench.outline.model import Outline
from workbench.report.model import Report
from workbench.report.render.json_ import dumps

MARKER = "workbench-grade"  # summary.json "tool": how we recognise our own output dir
STUDENT_FILES = ("report.json", "feedback.md", "outline.json", "results.json")


class OutDirError(Exception):
    """The output directory cannot be used or read (a usage error: exit code 2)."""


@dataclass
class Record:
    student: str
    report: Report
    text: str  # outline entry texts, for similarity; "" when not evaluated


def write_atomic(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def is_grade_output(out: Path) -> bool:
    try:
        return json.loads((out / "summary.json").read_text(encoding="utf-8")).get("tool") == MARKER
    except (OSError, ValueError, AttributeError):
        return False


def is_interrupted_output(out: Path) -> bool:
    """Only a students/ folder of our per-student files: what an interrupted `grade` leaves
    (it writes the summaries last). Ours, so a rerun may write into it."""
    try:
        if [p.name for p in out.iterdir()] != ["students"]:
            return False
        allowed = set(STUDENT_FILES) | {f + ".tmp" for f in STUDENT_FILES}
        return all(s.is_dir() and all(f.name in allowed for f in s.iterdir())
                   for s in (out / "students").iterdir())
    except OSError:
        return False


def prepare(out: Path, *, keep: bool) -> None:
    """Create `out`, refusing to write into a non-empty folder that is not ours."""
    if out.exists() and not out.is_dir():
        raise OutDirError(f"--out {out}: exists and is not a directory; choose a new folder.")
    if (out.is_dir() and any(out.iterdir()) and not is_grade_output(out)
            and not is_interrupted_output(out) and not keep):
        raise OutDirError(f"--out {out}: the folder is not empty and was not written by "
                          "`workbench grade`; choose an empty or new folder.")
    try:
        (out / "students").mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutDirError(f"--out {out}: cannot create it ({exc.strerror or exc}).") from exc


def remove_stale(out: Path, keep_students: set[str]) -> None:
    """After a full run, drop student folders from an earlier run that are not in this one."""
    for child in (out / "students").iterdir():
        if child.is_dir() and child.name not in keep_students:
            shutil.rmtree(child)


def write_student(out: Path, graded: Graded, formats: dict[str, str]) -> None:
    """formats: {"results.json": text} rendered by the caller (Gradescope or PrairieLearn)."""
    folder = out / "students" / graded.student
    folder.mkdir(parents=True, exist_ok=True)
    write_atomic(folder / "report.json", dumps(graded.report.model_dump(mode="json")))  # ASCII JSON
    write_atomic(folder / "feedback.md", render_feedback(graded.report, graded.student))
    outline = folder / "outline.json"
    if graded.outline_json is not None:
        write_atomic(outline, graded.outline_json + "\n")
    elif outline.exists():
        outline.unlink()  # a regrade that now fails must not keep the old outline
    for name, text in formats.items():
        write_atomic(folder / name, text)
    if "results.json" not in formats and (folder / "results.json").exists():
        (folder / "results.json").unlink()


def read_records(out: Path) -> list[Record]:
    """Every student's record under out/students, sorted by student id."""
    students = out / "students"
    if not students.is_dir():
        raise OutDirError(f"{out}: no students/ folder; is this a `workbench grade` output?")
    records = []
    for folder in sorted(p for p in students.iterdir() if p.is_dir()):
        path = folder / "report.json"
        try:
            # json.loads, not model_validate_json: ASCII JSON may carry a lone surrogate as \udXXXX.
            report = Report.model_validate(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, ValidationError) as exc:
            raise OutDirError(f"{path}: cannot read this report ({type(exc).__name__}); "
                              "regrade the student with --only or remove the folder.") from exc
        text = ""
        if (folder / "outline.json").exists():
            try:
                outline = Outline.model_validate(json.loads((folder / "outline.json").read_text(encoding="utf-8")))
                text = "\n".join(e.text for _, e in sorted(outline.entries.items()))
            except (OSError, ValueError, ValidationError):
                text = ""  # only similarity needs it; the grade itself is in report.json
        records.append(Record(folder.name, report, text))
    return records


def read_meta(out: Path) -> dict:
    """The previous summary.json of `out` ({} when absent or unreadable)."""
    try:
        data = json.loads((out / "summary.json").read_text(encoding="utf-8"))
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}
