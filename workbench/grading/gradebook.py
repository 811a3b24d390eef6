"""Class-level LMS columns and the Canvas gradebook import, built from the summary.

`extend()` adds to summary.json what the export and roster said (name, Canvas ID, SIS ids,
e-mail, section, members, late, flags), the points, each student's grading wall time, stable
criterion columns from the rubric, and the roster students with no submission (`missing`).
`write()` writes the Canvas gradebook import (rendered by report/render/summary_csv.render_canvas).
"""

from __future__ import annotations

import os

from workbench.grading.ingest.model import Member, StudentMeta
from workbench.report.render.summary_csv import DEFAULT_ASSIGNMENT, render_canvas

GRADEBOOKS = ("canvas",)


def reproducible() -> bool:
    """SOURCE_DATE_EPOCH asks for byte-identical outputs: measured timings are then left out."""
    return bool(os.environ.get("SOURCE_DATE_EPOCH"))


def _member_fields(members: list[Member]) -> dict:
    first = members[0] if len(members) == 1 else Member()
    return {"lms_id": first.lms_id, "sis_user_id": first.sis_user_id, "sis_login_id": first.sis_login_id,
            "email": first.email, "section": first.section or _common([m.section for m in members])}


def _common(values: list[str | None]) -> str | None:
    kept = sorted({v for v in values if v})
    return "; ".join(kept) or None


def extend(data: dict, *, metas: dict[str, StudentMeta], points: float, criteria: list[dict],
           timings: dict[str, float | None], missing: list[dict], layout: str | None,
           gradebook: list[str], assignment: str) -> dict:
    """`data` (summary.build's dict) with the LMS columns added; pure."""
    known = {c["id"] for c in data["criteria"]}
    data["criteria"] = data["criteria"] + [
        {**c, "passed": 0, "evaluated": 0, "pass_rate": None} for c in criteria if c["id"] not in known]
    present = set()
    for s in data["students"]:
        meta = metas.get(s["student"])
        members = meta.members if meta else []
        present.update(_person_keys(members))
        s.update({
            "name": meta.name if meta else None,
            **_member_fields(members or [Member()]),
            "members": [m.model_dump(exclude_none=True) for m in members] if len(members) > 1 else [],
            "late": bool(meta and meta.late),
            "flags": list(meta.flags) if meta else [],
            "points": round(s["score"] * points, 4),
            "wall_s": None if reproducible() else timings.get(s["student"]),
        })
    data["layout"] = layout
    data["points_possible"] = points
    data["gradebook"] = {"formats": sorted(set(gradebook)), "assignment": assignment}
    data["missing"] = [m for m in missing if not (_person_keys([Member(**_only_fields(m))]) & present)]
    return data


def _only_fields(m: dict) -> dict:
    return {k: v for k, v in m.items() if k in Member.model_fields}


def _person_keys(members: list[Member]) -> set[tuple[str, str]]:
    return {(k, str(getattr(m, k))) for m in members for k in ("lms_id", "sis_user_id", "sis_login_id", "email",
                                                                "github") if getattr(m, k)}


def extend_run(data: dict, out, *, prior: dict, timings: dict[str, float | None], layout: str | None,
               missing: list[dict], points: float, criteria: list[dict], formats: tuple[str, ...] | list[str],
               assignment: str | None, default_assignment: str = DEFAULT_ASSIGNMENT) -> dict:
    """`extend` for a `grade` run: students graded before (--only) keep their timings, and an
    --only run keeps the layout, roster, criteria and gradebook of the run it completes.
    `assignment`: --assignment (None when not given: the earlier run's, else `default_assignment`)."""
    from workbench.grading.ingest import meta as ingest_meta

    before = {s.get("student"): s.get("wall_s") for s in prior.get("students", []) if isinstance(s, dict)}
    if prior:
        book = prior.get("gradebook") if isinstance(prior.get("gradebook"), dict) else {}
        formats = sorted(set(formats) | set(book.get("formats") or []))
        assignment = assignment or book.get("assignment")
        missing = missing or [m for m in prior.get("missing", []) if isinstance(m, dict)]
        criteria = criteria or [c for c in prior.get("criteria", []) if isinstance(c, dict) and "id" in c]
        layout = prior.get("layout") or layout
    return extend(data, metas=ingest_meta.read_all(out), points=points, criteria=criteria,
                  timings={**before, **timings}, missing=missing, layout=layout, gradebook=list(formats),
                  assignment=assignment or default_assignment)


def extend_merge(data: dict, out, metas: list[dict]) -> dict:
    """`extend` for `merge`: points, timings, roster, criteria and gradebook from the shards."""
    from workbench.grading.ingest import meta as ingest_meta

    timings: dict[str, float | None] = {}
    criteria: dict[str, dict] = {}
    formats: set[str] = set()
    missing: dict[str, dict] = {}
    points, assignment, layout = 100.0, DEFAULT_ASSIGNMENT, None
    for m in metas:
        for s in m.get("students", []):
            if isinstance(s, dict) and isinstance(s.get("wall_s"), (int, float)):
                timings[s["student"]] = s["wall_s"]
        for c in m.get("criteria", []):
            if isinstance(c, dict) and "id" in c:
                criteria.setdefault(c["id"], {k: c.get(k) for k in ("id", "title", "weight", "hidden")})
        book = m.get("gradebook") if isinstance(m.get("gradebook"), dict) else {}
        formats |= set(book.get("formats") or [])
        assignment = book.get("assignment") or assignment
        for p in m.get("missing", []):
            if isinstance(p, dict):
                missing.setdefault(json_key(p), p)
        if isinstance(m.get("points_possible"), (int, float)):
            points = float(m["points_possible"])
        layout = m.get("layout") or layout
    return extend(data, metas=ingest_meta.read_all(out), points=points, criteria=list(criteria.values()),
                  timings=timings, missing=list(missing.values()), layout=layout, gradebook=sorted(formats),
                  assignment=assignment)


def json_key(d: dict) -> str:
    import json

    return json.dumps(d, sort_keys=True)


def unmatchable(data: dict) -> int:
    """How many canvas.csv rows carry no Canvas ID, SIS User ID or SIS Login ID (Canvas cannot match them)."""
    n = 0
    for s in data["students"]:
        for m in s.get("members") or [s]:
            n += not any(m.get(k) for k in ("lms_id", "sis_user_id", "sis_login_id"))
    return n


def write(out, data: dict) -> list[str]:
    """Write the class-level exports `data` asks for (canvas.csv); remove ones no longer asked for.
    Returns warnings for the instructor (rows Canvas could not match)."""
    from workbench.grading.outdir import write_atomic

    formats = (data.get("gradebook") or {}).get("formats") or []
    path = out / "canvas.csv"
    if "canvas" not in formats:
        if path.is_file() and not path.is_symlink():
            path.unlink()
        return []
    write_atomic(path, render_canvas(data))
    n = unmatchable(data)
    if not n:
        return []
    return [f"{path}: {n} of the rows have no Canvas ID or SIS id, so Canvas's import cannot match them "
            "to students; pass --roster with your class list (e.g. Canvas's gradebook export) and grade again."]
