"""Markdown report for a PR comment or a CI job summary."""

from __future__ import annotations

from workbench.report.model import Report


def _cell(s: str) -> str:
    return s.replace("|", "\\|").replace("\n", " ")


def render(report: Report, **_: object) -> str:
    out: list[str] = []
    status = "✅ passed" if report.passed else ("⚠️ not evaluated" if report.error else "❌ not yet passed")
    name = f" — `{report.file}`" if report.file else ""
    out.append(f"## FlashAttention design check{name}")
    out.append("")
    out.append(f"**{status}** · score **{report.score:.2f}** · isolation `{report.sandbox}`")
    if report.evidence_source:
        out.append(f" · evidence: {report.evidence_source}")
    out.append("")
    if report.error is not None:
        out.append(f"**Could not evaluate ({report.error.kind}):** {report.error.message}")
        if report.error.detail:
            out += ["", "```", report.error.detail.rstrip(), "```"]
        out.append("")
    if report.criteria:
        out.append("| criterion | result | recognised |")
        out.append("|---|---|---|")
        for cr in report.criteria:
            quotes = "; ".join(f"“{m}”" for m in cr.matched) or "—"
            out.append(f"| `{cr.id}` | {'✅ pass' if cr.passed else '❌ fail'} | {_cell(quotes)} |")
        out.append("")
        for cr in report.criteria:
            out.append(f"### {'✅' if cr.passed else '❌'} {cr.id}" + (f" — {cr.title}" if cr.title else ""))
            out.append("")
            out.append(cr.feedback)
            if cr.explanation and not cr.passed:
                out.append(f"\n_Why:_ {cr.explanation}")
            for fact in cr.evidence:
                out.append(f"- 📏 {fact}")
            if cr.reading_to_add():
                out.append(f"\n_Read:_ {cr.reading_to_add()}")
            out.append("")
    for note in report.notes:
        out.append(f"> note: {note}")
    return "\n".join(out).rstrip() + "\n"
