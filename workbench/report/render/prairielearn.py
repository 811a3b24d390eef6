"""PrairieLearn external-grader `results.json` for one report.

Schema (PrairieLearn external grading): `gradable`, `score` (0..1), `message`, `output`,
`tests` (each `name`, `description`, `points`, `max_points`, `message`, `output`).

A submission that could not be evaluated is `gradable: false`: PrairieLearn then marks it
invalid instead of scoring it, so a syntax error does not cost the student an attempt.
Hidden criteria count in `score` but are not listed in `tests`. PrairieLearn shows these
strings as plain text; controls and invisible characters in learner text are shown as visible
escapes (escape.terminal).
"""

from __future__ import annotations

from workbench.report.model import Report
from workbench.report.render.escape import line, terminal
from workbench.report.render.gradescope import DEFAULT_POINTS, criterion_text, error_text, max_points
from workbench.report.render.json_ import dumps


def results(report: Report, total_points: float = DEFAULT_POINTS) -> dict:
    if report.error is not None:
        return {"gradable": False, "score": 0.0, "message": terminal(error_text(report), newlines=True),
                "output": "", "tests": []}
    worth = max_points(report, total_points)
    visible = report.visible().criteria
    tests = [{
        "name": line(c.title or c.id),
        "description": line(c.id),
        "points": round(c.score * worth[c.id], 4),
        "max_points": round(worth[c.id], 4),
        "message": "passed" if c.passed else "not yet",
        "output": terminal(criterion_text(c), newlines=True),
    } for c in visible]
    passed = sum(c.passed for c in visible)
    return {
        "gradable": True,
        "score": round(report.score, 6),
        "message": f"{passed} of {len(visible)} criteria passed.",
        "output": "\n".join(f"Note: {line(n)}" for n in report.notes),
        "tests": tests,
    }


def render(report: Report, total_points: float = DEFAULT_POINTS, **_: object) -> str:
    return dumps(results(report, total_points))
