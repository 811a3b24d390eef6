"""summary.md: the class at a glance, for the instructor (GitHub job summary friendly).

Student ids (folder and file names), messages, paths and rubric ids are learner- or
instructor-controlled: each is escaped for its table cell (escape.md_cell: literal text, one
line, `|` escaped), so no name can add a row, a heading, a link or HTML to the summary.
"""

from __future__ import annotations

from workbench.report.render.escape import md_cell
from workbench.report.render.summary_csv import audit_text

MAX_CELL = 200


def _cell(text: str) -> str:
    """The first line of a message, at most MAX_CELL characters, as one table cell."""
    first = text.strip().splitlines()[0] if text.strip() else ""
    return md_cell(first[:MAX_CELL])


MAX_MD_PAIRS = 50


def _id(student: str) -> str:
    """A whole name (a newline in it is shown as \\n, never a new row) as one table cell."""
    return md_cell(student)


def render_markdown(summary: dict) -> str:
    c = summary["counts"]
    title = "# Grading summary" + (f" (shard {summary['shard']})" if summary.get("shard") else "")
    lines = [title, "",
             f"{c['students']} students: {c['graded']} graded, {c['passed']} passed every criterion, "
             f"{c['not_evaluated']} could not be evaluated.", ""]

    lines += ["## Score histogram", "", "Scores of the graded submissions (percent).", "", "```text"]
    biggest = max((b["count"] for b in summary["histogram"]), default=0) or 1
    for b in summary["histogram"]:
        bar = "#" * round(40 * b["count"] / biggest)
        upper = "]" if b["to"] == 100 else ")"
        lines.append(f"[{b['from']:3d}, {b['to']:3d}{upper} {b['count']:5d} {bar}")
    lines += ["```", ""]

    lines += ["## Pass rate per criterion", "", "| criterion | passed | graded | pass rate |",
              "| --- | ---: | ---: | ---: |"]
    for crit in summary["criteria"]:
        name = _id(crit["id"]) + (" (hidden from students)" if crit["hidden"] else "")
        rate = f"{100 * crit['pass_rate']:.1f}%" if crit["pass_rate"] is not None else "n/a"
        lines.append(f"| {name} | {crit['passed']} | {crit['evaluated']} | {rate} |")
    lines.append("")

    lines += ["## Most common misconceptions", ""]
    if summary["misconceptions"]:
        lines += ["| misconception | students | criteria |", "| --- | ---: | --- |"]
        lines += [f"| {_id(m['id'])} | {m['count']} | {', '.join(map(_id, m['criteria']))} |"
                  for m in summary["misconceptions"][:10]]
    else:
        lines.append("None detected.")
    lines.append("")

    lines += ["## Could not be evaluated", ""]
    if summary["not_evaluated"]:
        lines += ["| student | problem | message |", "| --- | --- | --- |"]
        lines += [f"| {_id(e['student'])} | {_id(e['kind'])} | {_cell(e['message'])} |" for e in summary["not_evaluated"]]
    else:
        lines.append("Every submission was evaluated.")
    lines.append("")

    sim = summary["similarity"]
    lines += ["## Possible near-duplicates", "",
              f"Measure: {sim['measure']}. Pairs at or above {sim['threshold']} are listed; "
              "a flag is a reason to look, not a verdict.", ""]
    if sim["pairs"]:
        shown = sim["pairs"][:MAX_MD_PAIRS]
        lines += ["| student | student | similarity |", "| --- | --- | ---: |"]
        lines += [f"| {_id(p['a'])} | {_id(p['b'])} | {p['similarity']:.3f} |" for p in shown]
        if sim["total_pairs"] > len(shown):
            lines += ["", f"{sim['total_pairs'] - len(shown)} more pair(s), most similar first, "
                      "are in summary.json (up to 1,000)."]
    else:
        lines.append("No pair reached the threshold.")
    lines.append("")

    lines += _lms_lines(summary)
    if summary["ignored"]:
        lines += ["## Inputs not graded", "", "| path | reason |", "| --- | --- |"]
        lines += [f"| {_id(i['path'])} | {_cell(i['reason'])} |" for i in summary["ignored"]]
        lines.append("")
    return "\n".join(lines)


def _lms_lines(summary: dict) -> list[str]:
    """Roster students with no submission, and rows flagged by the export (late, unchanged starter,
    not on the roster): only when an LMS export or a roster said so."""
    lines: list[str] = []
    missing = summary.get("missing") or []
    if missing:
        lines += ["## On the roster, no submission", "", "| name | ID | SIS User ID | section |", "| --- | --- | --- | --- |"]
        lines += [f"| {_cell(m.get('name') or '')} | {_cell(m.get('lms_id') or '')} | "
                  f"{_cell(m.get('sis_user_id') or '')} | {_cell(m.get('section') or '')} |" for m in missing]
        lines.append("")
    changed = [s for s in summary["students"] if s.get("adjustments")]
    policy = summary.get("policy") or {}
    if changed or policy.get("due") or policy.get("release") == "after-publication":
        lines += ["## Overrides and late penalties", ""]
        if policy.get("due"):
            lines += [f"Late policy: {_cell(policy.get('late') or '')}.", ""]
        if policy.get("release") == "after-publication":
            lines += ["Release: after publication (Gradescope results are `after_published`).", ""]
        if changed:
            lines += ["| student | score | changes (who, why) |", "| --- | ---: | --- |"]
            lines += [f"| {_id(s['student'])} | {100 * s['score']:.2f}% | {_cell(audit_text(s['adjustments']))} |"
                      for s in changed]
        else:
            lines.append("No score was changed.")
        lines.append("")
    flagged = [s for s in summary["students"] if s.get("late") or s.get("flags")]
    if flagged:
        lines += ["## Flagged by the export", "", "| student | name | flags |", "| --- | --- | --- |"]
        lines += [f"| {_id(s['student'])} | {_cell(s.get('name') or '')} | "
                  f"{', '.join((['late'] if s.get('late') else []) + list(s.get('flags', [])))} |" for s in flagged]
        lines.append("")
    return lines
