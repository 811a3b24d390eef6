"""Canvas "Download Submissions": one flat folder of `<name>_<userid>_<attachmentid>_<file>`.

Canvas names each attachment `<lastfirst>_<user id>_<attachment id>_<original name>`
(`<lastfirst>_LATE_<user id>_...` when it came in after the due date; some exports separate
the name parts with `_`), and renames a file uploaded again under the same name to
`<name>-1.py`, `<name>-2.py`. So per Canvas user id:
- among files with the same original name, the latest wins (highest `-N`, then highest
  attachment id); the older ones are noted as superseded;
- among different `.py` files, the outline is chosen as in a student's folder (pick.choose);
- PDFs, notes and other attachments are noted and not graded;
- a user with attachments but no `.py` gets a `no_outline` row naming them.
The row id is the Canvas user id (the gradebook's ID column); the name part is kept as the
display name until a roster supplies the real one.
"""

from __future__ import annotations

import re
import stat
from dataclasses import dataclass
from pathlib import Path

from workbench.grading import target
from workbench.grading.discover import Ignored, Submission
from workbench.grading.ingest.files import Entry, hidden, kind, listdir
from workbench.grading.ingest.ids import safe_id
from workbench.grading.ingest.model import Ingest, Member, StudentMeta, clip, sort_rows
from workbench.grading.ingest.pick import choose
from workbench.report.model import ErrorInfo

MAX_ENTRIES = 100_000
_NAME = re.compile(r"^(?P<name>.+?)_(?:(?P<late>LATE)_)?(?P<uid>\d{1,20})_(?P<att>\d{1,20})_(?P<file>.+)$")
_VERSION = re.compile(r"^(?P<base>.+?)-(?P<n>\d{1,4})(?P<ext>\.[^.]*)?$")


@dataclass
class Attachment:
    name: str  # Canvas's name part (lastfirst)
    late: bool
    uid: str
    att: int
    original: str  # the file name the student uploaded, resubmission suffix removed
    version: int
    entry: Entry


def parse(filename: str) -> tuple[str, bool, str, int, str, int] | None:
    """(name, late, user id, attachment id, original name, version) or None when not Canvas's."""
    m = _NAME.match(filename)
    if not m:
        return None
    original, version = m["file"], 0
    v = _VERSION.match(original)
    if v:
        original, version = v["base"] + (v["ext"] or ""), int(v["n"])
    return m["name"], bool(m["late"]), m["uid"], int(m["att"]), original, version


def looks_like(names: list[str]) -> bool:
    """Most of the top-level files follow Canvas's naming (detection)."""
    files = [n for n in names if not hidden(n)]
    hits = sum(parse(n) is not None for n in files)
    return hits >= 1 and hits * 2 > len(files)


def ingest(root: Path) -> Ingest:
    ignored: list[Ignored] = []
    by_user: dict[str, list[Attachment]] = {}
    for name, st in listdir(root, MAX_ENTRIES):
        if hidden(name):
            continue
        what = kind(st.st_mode)
        if what is not None or stat.S_ISDIR(st.st_mode):
            ignored.append(Ignored(name, f"{what or 'a folder'}; a Canvas download is a flat folder of files"))
            continue
        parsed = parse(name)
        if parsed is None:
            ignored.append(Ignored(name, "not named like a Canvas submission (<name>_<user id>_<id>_<file>)"))
            continue
        who, late, uid, att, original, version = parsed
        by_user.setdefault(uid, []).append(
            Attachment(who, late, uid, att, original, version, Entry(name, root / name, st.st_size)))
    subs: list[Submission] = []
    meta: dict[str, StudentMeta] = {}
    for uid, items in by_user.items():
        sid = safe_id(uid)
        sub, chosen = _choose(sid, items, ignored)
        subs.append(sub)
        latest = max(items, key=lambda a: a.att)
        meta[sid] = StudentMeta(
            student=sid, layout="canvas", name=clip(latest.name), submission_id=str(chosen.att) if chosen else None,
            late=chosen.late if chosen else any(a.late for a in items),
            source=chosen.entry.rel if chosen else None,
            members=[Member(name=clip(latest.name), lms_id=clip(uid))])
    return Ingest("canvas", sort_rows(subs), meta, ignored)


def _choose(sid: str, items: list[Attachment], ignored: list[Ignored]) -> tuple[Submission, Attachment | None]:
    py = [a for a in items if a.original.endswith(".py")]
    for a in items:
        if a not in py:
            ignored.append(Ignored(a.entry.rel, f"an attachment of user {a.uid} that is not a .py outline"))
    if not py:
        found = ", ".join(a.entry.rel for a in items[:5])
        return Submission(sid, None, ErrorInfo(kind="no_outline", message=(
            f"Canvas user {sid}: no .py file among the attachments ({found}); submit the outline as "
            f"a Python file that defines {target.current().function}()."))), None
    latest: dict[str, Attachment] = {}
    for a in sorted(py, key=lambda a: (a.version, a.att)):
        if a.original in latest:
            ignored.append(Ignored(latest[a.original].entry.rel,
                                   f"superseded by the resubmission {a.entry.rel}"))
        latest[a.original] = a
    current = sorted(latest.values(), key=lambda a: a.entry.rel)
    pseudo = [Entry(a.original, a.entry.path, a.entry.size) for a in current]
    chosen, kind_, why = choose(pseudo, f"Canvas user {sid}", skip_tests=False)
    if chosen is None:
        return Submission(sid, None, ErrorInfo(kind=kind_ or "no_outline", message=why)), None
    pick = next(a for a in current if a.entry.path == chosen.path)
    for a in current:
        if a is not pick:
            ignored.append(Ignored(a.entry.rel, f"not the outline of user {a.uid} ({pick.entry.rel} is: {why})"))
    return Submission(sid, pick.entry.path), pick
