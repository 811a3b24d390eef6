"""PrairieLearn external-grader `results.json` for one report.

Schema (PrairieLearn external grading): `gradable`, `score` (0..1), `message`, `output`,
`tests` (each `name`, `description`, `points`, `max_points`, `message`, `output`).

A submission that could not be evaluated is `gradable: false`: PrairieLearn then marks it
invalid instead of scoring it, so a syntax error does not cost the student an attempt.
Hidden criteria count in `score` but are not listed in `tests`; their points are one line,
"Other criteria (not shown)", so the breakdown adds up to the score and the message says so.
The reason a submission could not be graded is also in `format_errors`, where PrairieLearn
shows it to the student.
"""

from __future__ import annotations

import json

from workbench.report.model import Report
from workbench.report.render.gradescope import (DEFAULT_POINTS, HIDDEN_BUCKET, criterion_text, error_text,
                                                hidden_points, max_points, summary_line)


def results(report: Report, total_points: float = DEFAULT_POINTS) -> dict:
    if report.error is not None:
        return {"gradable": False, "score": 0.0, "message": error_text(report), "output": "",
                "format_errors": [error_text(report)], "tests": []}
    worth = max_points(report, total_points)
    visible = report.visible().criteria
    tests = [{
        "name": c.title or c.id,
        "description": c.id,
        "points": round(c.score * worth[c.id], 4),
        "max_points": round(worth[c.id], 4),
        "message": "passed" if c.passed else "not yet",
        "output": criterion_text(c),
    } for c in visible]
    earned, possible = hidden_points(report, total_points)
    if possible:
        tests.append({"name": HIDDEN_BUCKET, "description": "hidden", "points": earned, "max_points": possible,
                      "message": "criteria your instructor grades but does not show", "output": ""})
    return {
        "gradable": True,
        "score": round(report.score, 6),
        "message": summary_line(report, total_points),
        "output": "\n".join(f"Note: {n}" for n in report.notes),
        "tests": tests,
    }


def render(report: Report, total_points: float = DEFAULT_POINTS, **_: object) -> str:
    return json.dumps(results(report, total_points), indent=2, ensure_ascii=False) + "\n"
