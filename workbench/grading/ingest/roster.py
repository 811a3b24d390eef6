"""`--roster roster.csv`: who is in the class, joined to the rows of an export.

Columns are found by header name, case-insensitively, in Canvas's gradebook export spelling
or common alternatives (GitHub Classroom's roster too):

| field | headers accepted |
|---|---|
| name | Student, Name, Student Name, Full Name |
| lms_id | ID, Canvas ID, Canvas User ID, User ID |
| sis_user_id | SIS User ID, SID, Student ID, SIS ID |
| sis_login_id | SIS Login ID, Login ID, Login, Username |
| email | Email, E-mail, Email Address |
| section | Section, Sections |
| github | GitHub, GitHub Username, github_username |

Canvas's "Points Possible" and "Student, Test" rows are skipped. A row of the export matches a
roster student when any identifier agrees (Canvas ID, SIS User ID, SIS Login ID, e-mail, GitHub
username; a plain folder's id is tried against each). Roster students no row matched are
`missing`; rows that match no roster student are flagged `not_on_roster`.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from workbench.grading.ingest.files import read_small
from workbench.grading.ingest.model import Ingest, Member, clip

MAX_ROSTER_BYTES = 16 * 1024 * 1024
HEADERS = {
    "name": ("student", "name", "student name", "full name"),
    "lms_id": ("id", "canvas id", "canvas user id", "user id"),
    "sis_user_id": ("sis user id", "sid", "student id", "sis id"),
    "sis_login_id": ("sis login id", "login id", "login", "username"),
    "email": ("email", "e-mail", "email address"),
    "section": ("section", "sections"),
    "github": ("github", "github username", "github_username"),
}
KEYS = ("lms_id", "sis_user_id", "sis_login_id", "email", "github")


class RosterError(Exception):
    """The roster file cannot be used (a usage error: exit code 2)."""


def read(path: Path) -> list[Member]:
    data = read_small(path, MAX_ROSTER_BYTES)
    if data is None:
        raise RosterError(f"--roster {path}: not a readable regular file of at most "
                          f"{MAX_ROSTER_BYTES // 2**20} MiB; export the roster as CSV and pass its path.")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RosterError(f"--roster {path}: not UTF-8 text; save the roster as CSV UTF-8.") from None
    try:
        rows = list(csv.reader(io.StringIO(text, newline="")))
    except csv.Error as exc:
        raise RosterError(f"--roster {path}: not readable as CSV ({exc}).") from None
    if not rows:
        raise RosterError(f"--roster {path}: the file is empty; expected a header row (e.g. Student, ID, "
                          "SIS User ID, SIS Login ID, Section).")
    header = [h.strip().lower() for h in rows[0]]
    columns = {field: next((header.index(h) for h in names if h in header), None)
               for field, names in HEADERS.items()}
    if all(columns[k] is None for k in KEYS):
        raise RosterError(f"--roster {path}: no identifier column; the header needs one of ID, SIS User ID, "
                          f"SIS Login ID, Email or GitHub (found: {', '.join(rows[0][:8])}).")
    members = []
    for row in rows[1:]:
        def cell(field: str) -> str | None:
            k = columns[field]
            return clip(row[k]) if k is not None and k < len(row) else None

        name = cell("name")
        if name in ("Points Possible", "Student, Test") or not any(cell(k) for k in KEYS):
            continue
        members.append(Member(name=name, section=cell("section"), on_roster=True,
                              **{k: (cell(k).lower() if k in ("email", "github") and cell(k) else cell(k))
                                 for k in KEYS}))
    if not members:
        raise RosterError(f"--roster {path}: no students in it (every row lacks an identifier).")
    return members


def _keys(m: Member) -> list[tuple[str, str]]:
    keys = [(k, str(getattr(m, k)).lower() if k in ("email", "github") else str(getattr(m, k)))
            for k in KEYS if getattr(m, k)]
    return keys


def join(result: Ingest, roster: list[Member]) -> None:
    """Fill each row's members from the roster; record `missing` roster students (in place)."""
    index: dict[tuple[str, str], int] = {}
    for k, m in enumerate(roster):
        for key in _keys(m):
            index.setdefault(key, k)
    matched: set[int] = set()
    for sid, meta in result.meta.items():
        members = meta.members or [Member(name=meta.name)]
        joined = []
        for member in members:
            hit = _match(member, sid if len(members) == 1 else None, index, result.layout)
            if hit is None:
                joined.append(member.model_copy(update={"on_roster": False}))
                continue
            matched.add(hit)
            r = roster[hit]
            joined.append(Member(**{f: getattr(r, f) or getattr(member, f) for f in Member.model_fields
                                    if f != "on_roster"}, on_roster=True))
        meta.members = joined
        if any(m.on_roster for m in joined):
            meta.name = ", ".join(m.name for m in joined if m.name) or meta.name
        flags = set(meta.flags) - {"not_on_roster"}
        if not all(m.on_roster for m in joined):
            flags.add("not_on_roster")
        meta.flags = sorted(flags)
    result.missing = [roster[k] for k in range(len(roster)) if k not in matched]
    result.rostered = True


def _match(member: Member, row_id: str | None, index: dict[tuple[str, str], int], layout: str) -> int | None:
    for key in _keys(member):
        if key in index:
            return index[key]
    if row_id is None or not layout.endswith("folder"):
        return None
    # a plain folder's id is a file or folder name: whichever identifier the instructor used
    for k in KEYS:
        hit = index.get((k, row_id.lower() if k in ("email", "github") else row_id))
        if hit is not None:
            return hit
    if "@" not in row_id:
        for (k, v), hit in index.items():
            if k == "email" and v.split("@", 1)[0] == row_id.lower():
                return hit
    return None
