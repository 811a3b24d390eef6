"""feedback.md: what one student sees. Hidden criteria are removed before rendering."""

from __future__ import annotations

from workbench.report.model import Report


def _quote(text: str) -> str:
    return "\n".join("> " + line if line else ">" for line in text.strip().splitlines())


def render_feedback(report: Report, student: str) -> str:
    report = report.visible()
    lines = [f"# Feedback for {student}", ""]
    if report.file:
        lines += [f"Submission: `{report.file}`", ""]
    if report.error is not None:
        lines += ["**Your submission could not be evaluated.**", "",
                  f"Problem: `{report.error.kind}`", "", _quote(report.error.message), ""]
        if report.error.detail:
            lines += ["```text", report.error.detail.rstrip().replace("```", "'''"), "```", ""]
        lines += ["Fix the problem above and submit again. You can reproduce this locally with "
                  "`workbench check <your file>`.", ""]
        return "\n".join(lines)
    passed = sum(c.passed for c in report.criteria)
    lines += [f"**{passed} of {len(report.criteria)} criteria passed.**", ""]
    for c in report.criteria:
        mark = "passed" if c.passed else "not yet"
        lines += [f"## {c.title or c.id}: {mark}", "", c.feedback.strip(), ""]
        if c.matched and not any(m in c.feedback for m in c.matched):  # not already quoted
            lines += ["Recognised in your outline: " + "; ".join(f"“{m}”" for m in c.matched), ""]
        if c.evidence:
            lines += ["Measured evidence:", ""] + [f"- {e}" for e in c.evidence] + [""]
        if c.reading and not c.passed:
            lines += [f"Read: {c.reading}", ""]
    if report.notes:
        lines += ["## Notes", ""] + [f"- {n}" for n in report.notes] + [""]
    return "\n".join(lines)
