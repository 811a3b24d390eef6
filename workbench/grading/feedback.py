"""feedback.md: what one student sees. Hidden criteria are removed before rendering.

Learner-derived text (the student id, file name, feedback quoting the outline, notes, error
messages and tracebacks) is escaped for Markdown where it is placed (report/render/escape.py):
prose is escaped, names are code spans, messages are fenced code blocks.
"""

from __future__ import annotations

from workbench.report.model import Report
from workbench.report.render.escape import md_code, md_fence, md_text


def render_feedback(report: Report, student: str) -> str:
    report = report.visible()
    lines = [f"# Feedback for {md_text(student)}", ""]
    if report.file:
        lines += [f"Submission: {md_code(report.file)}", ""]
    if report.error is not None:
        lines += ["**Your submission could not be evaluated.**", "", f"Problem: {md_code(report.error.kind)}", ""]
        lines += md_fence(report.error.message)
        detail = (report.error.detail or "").strip()
        if detail and detail not in report.error.message:
            lines += ["Details:", ""] + md_fence(detail)
        lines += ["Fix the problem above and submit again. You can reproduce this locally with "
                  "`workbench check <your file>`.", ""]
        return "\n".join(lines)
    passed = sum(c.passed for c in report.criteria)
    lines += [f"**{passed} of {len(report.criteria)} criteria passed.**", ""]
    for c in report.criteria:
        mark = "passed" if c.passed else "not yet"
        lines += [f"## {md_text(c.title or c.id)}: {mark}", "", md_text(c.feedback.strip(), newlines=True), ""]
        if c.explanation and not c.passed:
            lines += [f"Why: {md_text(c.explanation.strip())}", ""]
        if c.matched and not any(m in c.feedback for m in c.matched):  # not already quoted
            lines += ["Recognised in your outline: " + "; ".join(f"“{md_text(m)}”" for m in c.matched), ""]
        if c.evidence:
            lines += ["Measured evidence:", ""] + [f"- {md_text(e)}" for e in c.evidence] + [""]
        if c.reading_to_add():
            lines += [f"Read: {md_text(c.reading_to_add())}", ""]
    if report.notes:
        lines += ["## Notes", ""] + [f"- {md_text(n)}" for n in report.notes] + [""]
    return "\n".join(lines)
