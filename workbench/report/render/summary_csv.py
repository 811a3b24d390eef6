"""The class's CSV files, each a pure function of the summary (`grading.summary.build`, extended by
`grading.gradebook`): summary.csv (`render_csv`) and the Canvas gradebook import (`render_canvas`:
Student, ID, SIS User ID, SIS Login ID, Section, then the assignment column in points, one row per
person, each member of a group with the group's points, a "Points Possible" row first). Every text
cell is escaped against spreadsheet formula injection (escape.csv_cell: a leading `'` before
= + - @ tab CR)."""

from __future__ import annotations

import csv
import io

from workbench.report.render.escape import csv_cell as _escape_cell

DEFAULT_ASSIGNMENT = "Design outline"  # when neither --assignment nor the exercise names one
# Appended to summary.csv after the existing columns (the order is stable).
CSV_COLUMNS = ("name", "lms_id", "sis_user_id", "sis_login_id", "email", "section", "members",
               "late", "flags", "points", "wall_s")
TOTAL = "total"  # an override of the whole score (grading.policy.overrides.TOTAL)


def csv_cell(text: object) -> str:
    """A CSV cell a spreadsheet will not run as a formula (escape.csv_cell: a `'` before = + - @,
    tab or CR; controls shown as escapes)."""
    return _escape_cell("" if text is None else str(text))


def audit_text(adjustments: list[dict]) -> str:
    """One line for a table cell from summary.json's adjustments, e.g.
    'override tiling 0.5->1 (reason; by TA); late 2 d 0.9->0.7'."""
    parts = []
    for a in adjustments:
        if a.get("kind") == "late":
            parts.append(f"late {a.get('days_late')} d {a.get('before', 0):g}->{a.get('after', 0):g}")
        else:
            parts.append(f"override {a.get('criterion') or TOTAL} {a.get('before', 0):g}->{a.get('after', 0):g} "
                         f"({a.get('comment', '')}; by {a.get('by') or '?'})")
    return "; ".join(parts)


def csv_cells(s: dict) -> list[str]:
    """The CSV_COLUMNS cells of one summary student entry."""
    members = "; ".join(m.get("name") or m.get("sis_user_id") or m.get("email") or "" for m in s.get("members", []))
    wall = s.get("wall_s")
    return [csv_cell(s.get("name") or ""), csv_cell(s.get("lms_id") or ""), csv_cell(s.get("sis_user_id") or ""),
            csv_cell(s.get("sis_login_id") or ""), csv_cell(s.get("email") or ""), csv_cell(s.get("section") or ""),
            csv_cell(members), "true" if s.get("late") else "false", csv_cell(" ".join(s.get("flags", []))),
            f"{s['points']:.2f}" if "points" in s else "", f"{wall:.3f}" if isinstance(wall, (int, float)) else ""]


def render_csv(summary: dict) -> str:
    """summary.csv: one row per student, a column per criterion."""
    ids = [c["id"] for c in summary["criteria"]]
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(["student", "score", "percent", "passed", "status", *map(csv_cell, ids), "error",
                     *CSV_COLUMNS, "late_days", "adjustments"])
    for s in summary["students"]:
        cells = [f"{s['criteria'][i]:.4f}" if i in s["criteria"] else "" for i in ids]
        writer.writerow([csv_cell(s["student"]), f"{s['score']:.4f}", f"{100 * s['score']:.2f}",
                         "true" if s["passed"] else "false", csv_cell(s["status"]), *cells,
                         csv_cell(s["error"] or ""), *csv_cells(s),
                         "" if s.get("late_days") is None else str(s["late_days"]),
                         csv_cell(audit_text(s.get("adjustments") or []))])
    return buf.getvalue()


def render_canvas(data: dict) -> str:
    """The Canvas gradebook import CSV for the class in `data` (extended summary)."""
    points = float(data.get("points_possible") or 100)
    assignment = (data.get("gradebook") or {}).get("assignment") or DEFAULT_ASSIGNMENT
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(["Student", "ID", "SIS User ID", "SIS Login ID", "Section", csv_cell(assignment)])
    writer.writerow(["    Points Possible", "", "", "", "", _num(points)])
    rows = []
    for s in data["students"]:
        members = s.get("members") or [{k: s.get(k) for k in ("name", "lms_id", "sis_user_id", "sis_login_id",
                                                               "section")}]
        for m in members:
            rows.append([m.get("name") or s.get("name") or s["student"], m.get("lms_id"), m.get("sis_user_id"),
                         m.get("sis_login_id"), m.get("section"), _num(s["score"] * points)])
    for m in data.get("missing", []):  # on the roster, nothing submitted: left blank (no grade is changed)
        rows.append([m.get("name"), m.get("lms_id"), m.get("sis_user_id"), m.get("sis_login_id"),
                     m.get("section"), ""])
    for row in sorted(rows, key=lambda r: (str(r[0] or "").casefold(), str(r[1] or ""), str(r[2] or ""))):
        writer.writerow([csv_cell(c or "") for c in row[:5]] + [row[5]])
    return buf.getvalue()


def _num(x: float) -> str:
    return f"{x:.2f}".rstrip("0").rstrip(".") if x == x else ""
