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
    """ASCII JSON, as every per-student file (report.json, outline.json)."""
    from workbench.report.render.json_ import dumps

    return dumps(meta.model_dump(mode="json"))


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


MAX_BYTES = 1024 * 1024


def _read(path: Path) -> StudentMeta | None:
    """The file's metadata, or None (absent, a link, too big, not ours): read without following links."""
    from workbench import safefs

    try:
        return StudentMeta.model_validate_json(safefs.read_file(path, MAX_BYTES))
    except (OSError, ValueError, ValidationError):
        return None


def read_all(out: Path) -> dict[str, StudentMeta]:
    """Every readable students/<id>/student.json under `out` (an unreadable one is skipped: only
    names and ids are lost, the grade is in report.json)."""
    from workbench.grading.outdir import OutDirError, list_students

    metas: dict[str, StudentMeta] = {}
    try:
        names = sorted(list_students(out))
    except (OSError, OutDirError):
        return metas
    for name in names:
        meta = _read(out / "students" / name / FILE)
        if meta is not None:
            metas[name] = meta
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
