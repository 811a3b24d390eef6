"""The per-student metadata file OUT/students/<id>/student.json, and showing archive paths.

student.json holds what the export and the roster say about the row (names, ids, section,
members, late flag, the outline chosen, flags): it travels with the student's folder through
`merge` and `--only`, so the summaries and the gradebook can always be rebuilt from disk.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from workbench.grading.ingest.model import Ingest, StudentMeta

FILE = "student.json"


def render(meta: StudentMeta) -> str:
    return meta.model_dump_json(indent=2) + "\n"


def files_for(found: Ingest, student: str, out: Path | None = None) -> dict[str, str]:
    """{"student.json": text} for the batch writer. Without a roster this time (`--only`), what
    an earlier run joined from its roster is kept."""
    meta = found.meta_for(student)
    if not found.rostered and out is not None:
        earlier = _read(out / "students" / student / FILE)
        if earlier is not None and any(m.on_roster is not None for m in earlier.members):
            roster_flags = {"not_on_roster"} & set(earlier.flags)
            meta = meta.model_copy(update={"members": earlier.members, "name": earlier.name,
                                           "flags": sorted(set(meta.flags) | roster_flags)})
    return {FILE: render(meta)}


def _read(path: Path) -> StudentMeta | None:
    try:
        if path.is_symlink():
            return None
        return StudentMeta.model_validate_json(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, ValidationError):
        return None


def read_all(out: Path) -> dict[str, StudentMeta]:
    """Every readable students/<id>/student.json under `out` (an unreadable one is skipped: only
    names and ids are lost, the grade is in report.json)."""
    metas: dict[str, StudentMeta] = {}
    students = out / "students"
    try:
        folders = sorted(p for p in students.iterdir() if p.is_dir() and not p.is_symlink())
    except OSError:
        return metas
    for folder in folders:
        meta = _read(folder / FILE)
        if meta is not None:
            metas[folder.name] = meta
    return metas


def relabel(found: Ingest, graded):
    """The graded result with the private extraction folder shown as the archive's name."""
    if not found.relabel_from:
        return graded
    text = graded.report.model_dump_json()
    key = json.dumps(found.relabel_from)[1:-1]
    if key not in text:
        return graded
    report = type(graded.report).model_validate_json(text.replace(key, json.dumps(found.relabel_to)[1:-1]))
    graded.report = report
    return graded
