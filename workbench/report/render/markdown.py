"""Markdown report for a PR comment or a CI job summary.

Learner-derived text is escaped for Markdown at the point it is placed (escape.md_*): prose has
every ASCII punctuation character backslash-escaped (no heading, list, link, image, HTML, comment
or table break can start from it), names are code spans whose fence no backtick run inside can
close, and multi-line messages are fenced code blocks. Only this module's own markup is live.
"""

from __future__ import annotations

from workbench.report.model import Report
from workbench.report.render.escape import md_code, md_fence, md_text


def render(report: Report, **_: object) -> str:
    out: list[str] = []
    status = "✅ passed" if report.passed else ("⚠️ not evaluated" if report.error else "❌ not yet passed")
    name = f" — {md_code(report.file)}" if report.file else ""
    out.append(f"## {md_text(report.title or 'Design check')}{name}")
    out.append("")
    cites = f" · cites measurements from {md_text(report.evidence_source)}" if report.evidence_source else ""
    out.append(f"**{status}** · score **{report.score:.2f}** · isolation {md_code(report.sandbox)}{cites}")
    out.append("")
    if report.error is not None:
        out.append(f"**Could not evaluate ({md_code(report.error.kind)}):**")
        out.append("")
        out += md_fence(report.error.message)
        if report.error.detail:
            out += md_fence(report.error.detail)
    if report.criteria:
        out.append("| criterion | result | recognised |")
        out.append("|---|---|---|")
        for cr in report.criteria:
            quotes = "; ".join(f"“{md_text(m)}”" for m in cr.matched) or "—"
            out.append(f"| {md_code(cr.id, table=True)} | {'✅ pass' if cr.passed else '❌ fail'} | {quotes} |")
        out.append("")
        for cr in report.criteria:
            out.append(f"### {'✅' if cr.passed else '❌'} {md_text(cr.id)}"
                       + (f" — {md_text(cr.title)}" if cr.title else ""))
            out.append("")
            out.append(md_text(cr.feedback, newlines=True))
            if cr.explanation and not cr.passed:
                out.append(f"\n_Why:_ {md_text(cr.explanation)}")
            for fact in cr.evidence:
                out.append(f"- 📏 {md_text(fact)}")
            if cr.reading_to_add():
                out.append(f"\n_Read:_ {md_text(cr.reading_to_add())}")
            out.append("")
    for note in report.notes:
        out.append(f"> note: {md_text(note)}")
    return "\n".join(out).rstrip() + "\n"
