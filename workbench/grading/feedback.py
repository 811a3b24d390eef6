"""feedback.md: what one student sees. Hidden criteria are removed before rendering."""

from __future__ import annotations

from workbench.report.model import Report

FENCE = "`" * 3


def _block(text: str) -> list[str]:
    """A text code block: keeps the caret of a syntax error under its column."""
    return [FENCE + "text", text.rstrip().replace(FENCE, "'''"), FENCE, ""]


def render_feedback(report: Report, student: str) -> str:
    report = report.visible()
    lines = [f"# Feedback for {student}", ""]
    if report.file:
        lines += [f"Submission: `{report.file}`", ""]
    if report.error is not None:
        lines += ["**Your submission could not be evaluated.**", "", f"Problem: `{report.error.kind}`", ""]
        lines += _block(report.error.message)
        detail = (report.error.detail or "").strip()
        if detail and detail not in report.error.message:
            lines += ["Details:", ""] + _block(detail)
        lines += ["Fix the problem above and submit again. You can reproduce this locally with "
                  "`workbench check <your file>`.", ""]
        return "\n".join(lines)
    passed = sum(c.passed for c in report.criteria)
    lines += [f"**{passed} of {len(report.criteria)} criteria passed.**", ""]
    for c in report.criteria:
        mark = "passed" if c.passed else "not yet"
        lines += [f"## {c.title or c.id}: {mark}", "", c.feedback.strip(), ""]
        if c.explanation and not c.passed:
            lines += [f"Why: {c.explanation.strip()}", ""]
        if c.matched and not any(m in c.feedback for m in c.matched):  # not already quoted
            lines += ["Recognised in your outline: " + "; ".join(f"“{m}”" for m in c.matched), ""]
        if c.evidence:
            lines += ["Measured evidence:", ""] + [f"- {e}" for e in c.evidence] + [""]
        if c.reading_to_add():
            lines += [f"Read: {c.reading_to_add()}", ""]
    if report.notes:
        lines += ["## Notes", ""] + [f"- {n}" for n in report.notes] + [""]
    return "\n".join(lines)
