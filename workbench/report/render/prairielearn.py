"""PrairieLearn external-grader `results.json` for one report.

Schema (PrairieLearn external grading): `gradable`, `score` (0..1), `message`, `output`,
`tests` (each `name`, `description`, `points`, `max_points`, `message`, `output`).

A submission that could not be evaluated is `gradable: false`: PrairieLearn then marks it
invalid instead of scoring it, so a syntax error does not cost the student an attempt.
Hidden criteria count in `score` but are not listed in `tests`; their points are one line,
"Other criteria (not shown)", so the breakdown adds up to the score and the message says so.
The reason a submission could not be graded is also in `format_errors` (a list of strings),
where PrairieLearn shows it to the student. Overrides and the late penalty are one more line,
"Late penalty and instructor changes", so the breakdown still adds up to `score`; PrairieLearn's
results carry no visibility field (release control is the assessment's access rules, see
docs/instructors.md). PrairieLearn shows these
strings as plain text; controls and invisible characters in learner text are shown as visible
escapes (escape.terminal).
"""

from __future__ import annotations

from workbench.report.model import Report
from workbench.report.render.escape import line, terminal
from workbench.report.render.gradescope import (ADJUSTMENT, DEFAULT_POINTS, HIDDEN_BUCKET, adjustment_lines,
                                                adjustment_points, criterion_text, error_text, hidden_points,
                                                max_points, summary_line)
from workbench.report.render.json_ import dumps


def results(report: Report, total_points: float = DEFAULT_POINTS) -> dict:
    changes = "\n".join(adjustment_lines(report))
    if report.error is not None:
        reason = terminal(error_text(report), newlines=True)
        if any(a.kind == "override" and a.criterion is None for a in report.adjustments):
            # the instructor graded it by hand: a grade, not an invalid submission
            return {"gradable": True, "score": round(report.score, 6), "message": changes, "output": reason,
                    "tests": []}
        return {"gradable": False, "score": 0.0, "message": reason, "output": "", "format_errors": [reason],
                "tests": []}
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
    earned, possible = hidden_points(report, total_points)
    if possible:
        tests.append({"name": HIDDEN_BUCKET, "description": "hidden", "points": earned, "max_points": possible,
                      "message": "criteria your instructor grades but does not show", "output": ""})
    extra = adjustment_points(report, total_points, round(sum(t["points"] for t in tests), 4))
    if extra:
        tests.append({"name": ADJUSTMENT, "description": "adjustment", "points": extra, "max_points": 0.0,
                      "message": "late penalty or instructor change", "output": changes})
    return {
        "gradable": True,
        "score": round(report.score, 6),
        "message": summary_line(report, total_points) + (f"\n{changes}" if changes else ""),
        "output": "\n".join(f"Note: {line(n)}" for n in report.notes),
        "tests": tests,
    }


def render(report: Report, total_points: float = DEFAULT_POINTS, **_: object) -> str:
    return dumps(results(report, total_points))
