"""feedback.md: what one student reads, short. Hidden criteria are removed before rendering.

Per criterion: the verdict; for a passed one, the phrase that was recognised (cut to a few
words); for a failed one, the short feedback `check` prints by default (what is missing, how to
state it, one hint, one reading pointer: at most ~120 words). The measured evidence comes once,
at the end, summarised (how many measurements, on which device, one example, and any flag about
the student's own numbers); the full report (every recognised phrase, every measurement, the
full explanations and reading list) is report.md next to this file. A typical submission reads
in under ~200 words (tests/test_feedback_md_length.py).

Learner-derived text (the student id, file name, feedback quoting the outline, notes, error
messages and tracebacks) is escaped for Markdown where it is placed (report/render/escape.py):
prose is escaped, names are code spans, messages are fenced code blocks.
"""

from __future__ import annotations

import re

from workbench.report.model import Report
from workbench.report.render.escape import md_code, md_fence, md_text
from workbench.report.render.gradescope import adjustment_lines

FULL_REPORT = "report.md"  # the student's full Markdown report, in the same folder
QUOTE_WORDS = 10  # a recognised phrase is cut to this many words
EXAMPLE_WORDS = 16  # the one measured fact quoted as an example
_MEASURED = re.compile(r"^Measured on (?P<device>.+?): ")


def _cut(text: str, n: int) -> str:
    words = text.split()
    return " ".join(words[:n]) + (" …" if len(words) > n else "")


def _first_sentence(text: str) -> str:
    m = re.search(r"(?<=[a-z0-9%)])\. (?=[A-Z])", text)
    return text[: m.start() + 1] if m else text


def evidence_summary(report: Report) -> list[str]:
    """The measured evidence of the (visible) criteria, once: a count, the device, one example,
    and every flag about the student's own numbers (a tile that cannot fit). [] when none."""
    facts = [e for c in report.criteria for e in c.evidence]
    if not facts:
        return []
    flags = list(dict.fromkeys(e for e in facts if e.startswith("FLAG")))
    measured = list(dict.fromkeys(e for e in facts if not e.startswith("FLAG")))
    lines = ["## Measured evidence", ""]
    if measured:
        devices = list(dict.fromkeys(m["device"] for e in measured if (m := _MEASURED.match(e))))
        where = f" on {md_text(devices[0])}" if len(devices) == 1 else ""
        example = _MEASURED.sub("", measured[0]).removeprefix("Computed: ")
        lines += [f"{len(measured)} measurement(s){where} back the criteria you passed, for example: "
                  f"{md_text(_cut(_first_sentence(example), EXAMPLE_WORDS))}", ""]
    lines += [md_text(f) for f in flags]
    if flags:
        lines.append("")
    return lines


def render_feedback(report: Report, student: str, *, full_report: str | None = FULL_REPORT) -> str:
    """The student's feedback.md; `full_report` names the file with the whole report (None: no link)."""
    changes = adjustment_lines(report)  # before .visible(): it says when hidden criteria were changed
    report = report.visible()
    lines = [f"# Feedback for {md_text(student)}", ""]
    if report.file:
        lines += [f"Submission: {md_code(report.file)}", ""]
    if changes:
        lines += [f"**Score: {100 * report.score:.4g}%.**", ""] + [f"- {md_text(t)}" for t in changes] + [""]
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
        lines += [f"## {md_text(c.title or c.id)}: {'passed' if c.passed else 'not yet'}", ""]
        if c.passed:
            if c.matched:
                lines += [f"Recognised: “{md_text(_cut(c.matched[0], QUOTE_WORDS))}”", ""]
            continue
        lines += [md_text(c.feedback.strip(), newlines=True), ""]
        if c.reading and c.reading.split(";")[0].strip() not in c.feedback:  # the feedback names the first
            lines += [f"Read: {md_text(c.reading.split(';')[0].strip())}", ""]
    if report.notes:
        lines += ["## Notes", ""] + [f"- {md_text(n)}" for n in report.notes] + [""]
    lines += evidence_summary(report)
    if full_report:
        lines += [f"Every recognised phrase, measurement and reading: [{full_report}]({full_report}).", ""]
    return "\n".join(lines)
