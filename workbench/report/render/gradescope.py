"""Gradescope autograder `results.json` for one report.

Schema (Gradescope autograder specification): top level `score`, `max_score`, `output`,
`visibility`, `stdout_visibility`, `tests`; each test has `name`, `score`, `max_score`,
`status` ("passed"/"failed"), `output` and `visibility`. Scores are points: criterion
weights are scaled so that the whole outline is worth `total_points`.

Hidden criteria are tests with visibility "hidden" and no points of their own (Gradescope shows
them to staff only, and a hidden test *with* points would hide the student's total); their points
are one visible line, "Other criteria (not shown)", so the visible tests add up to the total and
every message agrees with the score. `execution_time` is the grading time in seconds when it was
measured.

Every text is declared plain text (`output_format`, `test_output_format`, `test_name_format` and
each test's `output_format` / `name_format` are "text": Gradescope shows it verbatim, never as
HTML or Markdown) and escaped for it: controls and invisible characters in learner text are shown
as visible escapes (escape.terminal).
"""

from __future__ import annotations

from pathlib import Path

from workbench.report.model import CriterionResult, Report
from workbench.report.render.escape import encode, line, terminal
from workbench.report.render.json_ import dumps

DEFAULT_POINTS = 100.0
TEXT = "text"  # Gradescope's output format for plain text: shown verbatim, never interpreted


def criterion_text(c: CriterionResult, *, evidence: bool = True) -> str:
    """The feedback for one criterion as plain text (shared by the LMS renderers, each of which
    escapes the whole for its sink); a recognised phrase never spans lines. `evidence=False`
    leaves the measured facts out (JUnit states them once per suite, not per test)."""
    lines = [c.feedback.strip()]
    if c.matched and not any(m in c.feedback for m in c.matched):  # the engine may quote them already
        lines.append("Recognised: " + "; ".join(f'"{line(m)}"' for m in c.matched))
    if c.evidence and evidence:
        lines.append("Measured: " + " ".join(c.evidence))
    if c.reading_to_add():
        lines.append(f"Read: {c.reading_to_add()}")
    return "\n".join(line for line in lines if line)


def max_points(report: Report, total_points: float) -> dict[str, float]:
    """Points each criterion is worth, by id; weights scaled to `total_points` in all."""
    total_weight = sum(c.weight for c in report.criteria)
    if total_weight <= 0:
        return {c.id: 0.0 for c in report.criteria}
    return {c.id: total_points * c.weight / total_weight for c in report.criteria}


def error_text(report: Report) -> str:
    assert report.error is not None
    text = f"Your submission could not be evaluated ({report.error.kind}).\n{report.error.message}"
    if report.error.detail:
        text += f"\n\n{report.error.detail}"
    return text


HIDDEN_BUCKET = "Other criteria (not shown)"


def hidden_points(report: Report, total_points: float) -> tuple[float, float]:
    """(points earned, points possible) of the hidden criteria."""
    worth = max_points(report, total_points)
    hidden = [c for c in report.criteria if c.hidden]
    # rounded per criterion, as each visible test is, so that all the lines add up to the total exactly
    return (round(sum(round(c.score * worth[c.id], 4) for c in hidden), 4),
            round(sum(round(worth[c.id], 4) for c in hidden), 4))


def summary_line(report: Report, total_points: float) -> str:
    """'Score 75/100: 3 of 3 criteria shown passed; 25 of 25 points come from criteria ... not show.'"""
    visible = report.visible().criteria
    passed = sum(c.passed for c in visible)
    score = round(report.score * total_points, 4)
    text = f"Score {score:g}/{total_points:g}: {passed} of {len(visible)} criteria passed."
    earned, possible = hidden_points(report, total_points)
    if possible:
        text = (f"Score {score:g}/{total_points:g}: {passed} of {len(visible)} criteria shown passed; "
                f"{earned:g} of {possible:g} points come from criteria your instructor does not show.")
    return text


def adjustment_lines(report: Report) -> list[str]:
    """What an instructor's policy changed, for the student (hidden criteria never named)."""
    shown = report.visible().adjustments
    titles = {c.id: c.title or c.id for c in report.criteria}
    out = []
    for a in shown:
        if a.kind == "late":
            out.append(f"Late by {a.days_late} day(s): your score went from {100 * a.before:.4g}% to "
                       f"{100 * a.after:.4g}% under the course's late policy.")
        else:
            what = f"“{titles.get(a.criterion, a.criterion)}”" if a.criterion else "your total score"
            out.append(f"Your instructor set {what} from {100 * a.before:.4g}% to {100 * a.after:.4g}%: {a.comment}")
    if len(shown) < len(report.adjustments):
        out.append("Your instructor also changed criteria that are not shown.")
    return [line(t) for t in out]


ADJUSTMENT = "Late penalty and instructor changes"
RELEASES = ("now", "after-publication")


def adjustment_points(report: Report, total_points: float, listed: float) -> float:
    """Points of the score not carried by the criterion lines (`listed`): the late penalty and an
    override of the total, so that every line adds up to the score."""
    return round(round(report.score * total_points, 4) - listed, 4) if report.adjustments else 0.0


def results(report: Report, total_points: float = DEFAULT_POINTS, execution_time: float | None = None,
            release: str = "now") -> dict:
    """The results.json object. `release="after-publication"`: the student sees the results only
    once the assignment's grades are published (Gradescope's `after_published` visibility)."""
    formats = {"output_format": TEXT, "test_output_format": TEXT, "test_name_format": TEXT}
    timing = {"execution_time": round(execution_time, 3)} if execution_time is not None else {}
    shown = "after_published" if release == "after-publication" else "visible"
    changes = "\n".join(adjustment_lines(report))
    if report.error is not None:
        output = terminal(error_text(report), newlines=True) + (f"\n{changes}" if changes else "")
        return {"score": round(report.score * total_points, 4), "max_score": total_points, "output": output,
                **formats, **timing, "visibility": shown, "stdout_visibility": "hidden", "tests": []}
    worth = max_points(report, total_points)
    tests = [{
        "name": line(c.title or c.id),
        "name_format": TEXT,
        **({} if c.hidden else {"score": round(c.score * worth[c.id], 4), "max_score": round(worth[c.id], 4)}),
        "status": "passed" if c.passed else "failed",
        "output": terminal(criterion_text(c), newlines=True),
        "output_format": TEXT,
        "visibility": "hidden" if c.hidden else shown,
    } for c in report.criteria]
    earned, possible = hidden_points(report, total_points)
    if possible:
        tests.append({"name": HIDDEN_BUCKET, "name_format": TEXT, "score": earned, "max_score": possible,
                      "status": "passed" if earned >= possible else "failed",
                      "output": "These points are for criteria your instructor grades but does not show.",
                      "output_format": TEXT, "visibility": shown})
    extra = adjustment_points(report, total_points, round(sum(t.get("score", 0.0) for t in tests), 4))
    if extra:
        tests.append({"name": ADJUSTMENT, "name_format": TEXT, "score": extra, "max_score": 0.0,
                      "status": "passed" if extra >= 0 else "failed", "output": changes,
                      "output_format": TEXT, "visibility": shown})
    output = summary_line(report, total_points) + (f"\n{changes}" if changes else "")
    if report.notes:
        output += "\n" + "\n".join(f"Note: {line(n)}" for n in report.notes)
    return {
        "score": round(sum(t.get("score", 0.0) for t in tests), 4),
        "max_score": total_points,
        "output": output,
        **formats,
        **timing,
        "visibility": shown,
        "stdout_visibility": "hidden",  # the grader's log is for staff, not students
        "tests": tests,
    }


def render(report: Report, total_points: float = DEFAULT_POINTS, execution_time: float | None = None,
           release: str = "now", **_: object) -> str:
    return dumps(results(report, total_points, execution_time, release))


def write_results(report: Report, path: str | Path = "/autograder/results/results.json",
                  total_points: float = DEFAULT_POINTS) -> Path:
    """Write results.json where Gradescope collects it (for `check --format gradescope`)."""
    from workbench.safefs import write_file

    path = Path(path)
    write_file(path, encode(render(report, total_points)), make_parents=True)  # temp + rename, never through a link
    return path
