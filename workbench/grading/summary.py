"""The class summary: one pure `build()` over the students' records, and its file formats.

summary.json holds everything (it is also what `merge` and `--only` read back);
summary.csv is one row per student for LMS import; junit.xml has one test case per
student x criterion; summary.md is rendered by summary_md.py, summary.html (the class
dashboard) by dashboard/page.py. Only summary.json carries
a timestamp ("generated"); every other byte depends on the inputs alone.

Learner-controlled strings (student ids are folder and file names) are escaped for each file:
summary.json is ASCII JSON (report/render/json_.dumps), every CSV cell of text goes through
escape.csv_cell (no cell a spreadsheet would run as a formula), junit.xml through the JUnit
renderer's XML escaping.
"""

from __future__ import annotations

import csv
import io
import os
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

from workbench import __version__
from workbench.grading import similarity
from workbench.grading.ids import display
from workbench.grading.outdir import MARKER, Record, write_atomic
from workbench.report.render import junit
from workbench.report.render.dashboard.page import render_html
from workbench.report.render.json_ import dumps
from workbench.report.render.summary_csv import render_csv
from workbench.report.render.summary_md import render_markdown

HISTOGRAM_BINS = 10
# A class that all handed in the same text would otherwise list n^2/2 pairs.
MAX_PAIRS = 1000


def timestamp() -> str:
    """Now in UTC, or SOURCE_DATE_EPOCH when set (reproducible builds convention)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    when = (datetime.fromtimestamp(int(epoch), timezone.utc) if epoch and epoch.isdigit()
            else datetime.now(timezone.utc))
    return when.replace(microsecond=0).isoformat()


def _criteria(records: list[Record]) -> list[dict]:
    """Criterion metadata (id, title, weight, hidden) in rubric order, with pass counts."""
    meta: dict[str, dict] = {}
    for rec in records:
        for c in rec.report.criteria:
            meta.setdefault(c.id, {"id": c.id, "title": c.title, "weight": c.weight,
                                   "hidden": c.hidden, "passed": 0, "evaluated": 0})
            meta[c.id]["evaluated"] += 1
            meta[c.id]["passed"] += int(c.passed)
    for m in meta.values():
        m["pass_rate"] = round(m["passed"] / m["evaluated"], 4) if m["evaluated"] else None
    return list(meta.values())


def _histogram(scores: list[float]) -> list[dict]:
    counts = [0] * HISTOGRAM_BINS
    for s in scores:
        counts[min(int(s * HISTOGRAM_BINS), HISTOGRAM_BINS - 1)] += 1
    width = 100 // HISTOGRAM_BINS
    return [{"from": k * width, "to": (k + 1) * width, "count": n} for k, n in enumerate(counts)]


def build(records: list[Record], *, ignored: list[dict], shard: str | None = None,
          threshold: float = similarity.THRESHOLD, generated: str | None = None) -> dict:
    """Everything the summary files show, as one JSON-able dict (pure apart from `generated`)."""
    records = sorted(records, key=lambda r: r.student)
    graded = [r for r in records if r.report.error is None]
    misconceptions: Counter[str] = Counter()
    where: dict[str, set[str]] = {}
    for rec in graded:
        for c in rec.report.criteria:
            for m in c.misconceptions:
                misconceptions[m] += 1
                where.setdefault(m, set()).add(c.id)
    pairs = similarity.near_duplicates({r.student: r.text for r in graded if r.text}, threshold)
    exercises = sorted({r.report.exercise for r in records})
    return {
        "tool": MARKER,
        "version": __version__,
        "generated": generated or timestamp(),
        "exercise": exercises[0] if len(exercises) == 1 else (exercises or None),
        "shard": shard,
        "counts": {"students": len(records), "graded": len(graded),
                   "passed": sum(r.report.passed for r in graded),
                   "not_evaluated": len(records) - len(graded)},
        "criteria": _criteria(records),
        "histogram": _histogram([r.report.score for r in graded]),
        "misconceptions": [{"id": m, "count": n, "criteria": sorted(where[m])}
                           for m, n in sorted(misconceptions.items(), key=lambda kv: (-kv[1], kv[0]))],
        "not_evaluated": [{"student": r.student, "kind": r.report.error.kind,
                           "message": r.report.error.message, "file": r.report.file,
                           **({"step": r.report.error.step} if r.report.error.step else {})}
                          for r in records if r.report.error is not None],
        "similarity": {"measure": similarity.MEASURE, "threshold": threshold, "total_pairs": len(pairs),
                       "pairs": [{"a": p.a, "b": p.b, "similarity": p.similarity} for p in pairs[:MAX_PAIRS]]},
        "ignored": sorted(ignored, key=lambda i: (i["path"], i["reason"])),
        "students": [{
            "student": r.student,
            "score": round(r.report.score, 6),
            "passed": r.report.passed,
            "status": "graded" if r.report.error is None else "not_evaluated",
            "criteria": {c.id: round(c.score, 6) for c in r.report.criteria},
            "error": r.report.error.kind if r.report.error else None,
            "late_days": next((a.days_late for a in r.report.adjustments if a.kind == "late"), None),
            "adjustments": [a.model_dump(mode="json", exclude_none=True) for a in r.report.adjustments],
        } for r in records],
    }


def write_summaries(out: Path, records: list[Record], summary: dict) -> list[str]:
    """Write the five summary files, each on its own: one that cannot be rendered or written
    (e.g. a link planted at its name) does not stop the others. Returns the problems, each
    naming its file; [] when all five were written."""
    renderers = {
        "summary.json": lambda: dumps(summary),
        "summary.csv": lambda: render_csv(summary),
        "summary.md": lambda: render_markdown(summary),
        "summary.html": lambda: render_html(summary),
        "junit.xml": lambda: junit.render_class([(r.student, r.report) for r in records]),
    }
    problems = []
    for name, render in renderers.items():
        try:
            write_atomic(out / name, render())
        except Exception as exc:  # noqa: BLE001 - the other summaries must still be written
            why = getattr(exc, "strerror", None) or f"{type(exc).__name__}: {exc}"
            problems.append(f"{display(str(out / name))} ({display(str(why))})")
    return problems
