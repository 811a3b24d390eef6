"""Readable terminal report. Colour only when asked (the CLI asks when stdout is a TTY).

By default each criterion shows its feedback only (for a failed one: what is missing or wrong, how to
state it, one hint and one reading pointer). `verbose` adds every recognised phrase, the measured
evidence, the full explanation and the full reading list (`workbench check --verbose`).

Every string of the report goes through escape.terminal before it is laid out: no control
character, escape sequence, bidi override or lone surrogate from learner text reaches the
terminal (each is shown as a visible escape such as `\x1b`). Only multi-line texts (feedback,
the error message and its detail) keep their newlines, and each of their lines is indented, so
learner text can never start a line of its own, such as a fake PASSED verdict.
"""

from __future__ import annotations

import textwrap

from workbench.report.model import Report
from workbench.report.render.escape import line, terminal

_GREEN, _RED, _YELLOW, _BOLD, _DIM, _RESET = "\033[32m", "\033[31m", "\033[33m", "\033[1m", "\033[2m", "\033[0m"


def _wrap(text: str, indent: str, width: int = 96, first: str | None = None) -> list[str]:
    lines: list[str] = []
    for para in terminal(text, newlines=True).split("\n"):
        lines.extend(textwrap.wrap(para, width=width, initial_indent=indent if first is None else first,
                                   subsequent_indent=indent) or [indent])
    return lines


def render(report: Report, color: bool = False, verbose: bool = False, **_: object) -> str:
    def c(code: str, s: str) -> str:
        return f"{code}{s}{_RESET}" if color else s

    out: list[str] = []
    title = f"{line(report.title or 'Design check')} ({line(report.exercise)})"
    out.append(c(_BOLD, title + (f": {line(report.file)}" if report.file else "")))
    out.append(c(_DIM, f"isolation: {line(report.sandbox)}"
                 + (f" | cites measurements from {line(report.evidence_source)}" if report.evidence_source else "")))
    out.append("")
    if report.error is not None:
        out.append(c(_RED, f"NOT EVALUATED ({line(report.error.kind)})"))
        out.extend(_wrap(report.error.message, "  "))
        if report.error.detail:
            out.append("")
            out.extend("  " + row for row in terminal(report.error.detail.rstrip(), newlines=True).split("\n"))
    for cr in report.criteria:
        mark = c(_GREEN, "PASS") if cr.passed else c(_RED, "FAIL")
        head = f"{mark}  {line(cr.id)}" + (f": {line(cr.title)}" if cr.title else "")
        out.append(c(_BOLD, head) if not color else head)
        out.extend(_wrap(cr.feedback, "      "))
        if verbose:
            for quote in cr.matched:
                out.extend(_wrap(f"recognised: \u201c{line(quote)}\u201d", "      "))
            if cr.explanation and not cr.passed:
                out.extend(_wrap("why: " + line(cr.explanation), "      "))
            for fact in cr.evidence:
                out.extend(_wrap("evidence: " + line(fact), "      "))
            if not cr.passed and cr.reading:
                out.extend(_wrap("read: " + line(cr.reading), "      "))
        out.append("")
    for note in report.notes:
        out.extend(_wrap("note: " + line(note), "  ", 96, first=""))  # continuation lines indented
    if report.error is None:
        n_pass = sum(cr.passed for cr in report.criteria)
        verdict = c(_GREEN, "PASSED") if report.passed else c(_RED, "NOT YET PASSED")
        out.append(f"{verdict}  score {report.score:.2f}  ({n_pass}/{len(report.criteria)} criteria)")
    return "\n".join(out) + "\n"
