"""GitHub Classroom clones (`gh classroom clone student-repos`): one `<assignment>-<username>/`
repository per student, each a copy of the template plus the student's work.

The assignment prefix is stripped: the row id is the GitHub username. The prefix is the
assignment's name when the clone folder is `gh classroom clone`'s `<assignment>-submissions/`,
else the longest common prefix of the folder names up to a `-`. In each repository the outline is chosen by
reading (pick.choose): never a test file or a template file, whatever the student deleted.
The walk skips `.git` and `.github`, does not follow links and stops at 200 files.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from workbench.grading.discover import Ignored, Submission
from workbench.grading.ingest.files import TooMany, hidden, kind, listdir, walk
from workbench.grading.ingest.ids import safe_id
from workbench.grading.ingest.model import Ingest, Member, StudentMeta, clip, sort_rows
from workbench.grading.ingest.pick import choose
from workbench.report.model import ErrorInfo

MAX_ENTRIES = 100_000


def common_prefix(names: list[str]) -> str:
    """The assignment prefix shared by every folder name, ending at a '-', or ''."""
    if len(names) < 2:
        prefix = names[0].rsplit("-", 1)[0] + "-" if names and "-" in names[0] else ""
        return prefix
    prefix = os.path.commonprefix(names)
    cut = prefix.rfind("-")
    prefix = prefix[:cut + 1] if cut > 0 else ""
    return prefix if all(len(n) > len(prefix) for n in names) else ""


def assignment_prefix(root: Path, folders: list[str]) -> str:
    """`gh classroom clone student-repos` clones into `<assignment>-submissions/`: that names the
    prefix exactly (usernames that share a `-` prefix stay whole); otherwise the common prefix."""
    name = root.resolve().name
    if name.endswith("-submissions") and len(name) > len("-submissions"):
        slug = name[: -len("-submissions")] + "-"
        if folders and all(f.startswith(slug) and len(f) > len(slug) for f in folders):
            return slug
    return common_prefix(folders)


def looks_like(root: Path, folders: list[str]) -> bool:
    """At least two folders share an `<assignment>-` prefix and most are git repositories."""
    if len(folders) < 2 or not common_prefix(folders):
        return False
    repos = 0
    for name in folders:
        try:
            repos += stat.S_ISDIR((root / name / ".git").lstat().st_mode) or (root / name / ".git").is_file()
        except OSError:
            pass
    return repos * 2 >= len(folders)


def ingest(root: Path) -> Ingest:
    ignored: list[Ignored] = []
    folders: list[str] = []
    for name, st in listdir(root, MAX_ENTRIES):
        if hidden(name):
            continue
        what = kind(st.st_mode)
        if what is None and stat.S_ISDIR(st.st_mode):
            folders.append(name)
        else:
            ignored.append(Ignored(name, f"{what or 'a file'}; a GitHub Classroom clone holds one folder per repository"))
    prefix = assignment_prefix(root, folders)
    subs, meta = [], {}
    for name in folders:
        username = name[len(prefix):]
        sid = safe_id(username)
        sub, source, notes = _pick(sid, root / name, name, ignored)
        subs.append(sub)
        meta[sid] = StudentMeta(student=sid, layout="classroom", name=clip(username), source=source,
                                members=[Member(name=clip(username), github=clip(username))], notes=notes)
    return Ingest("classroom", sort_rows(subs), meta, ignored)


def _pick(sid: str, repo: Path, name: str, ignored: list[Ignored]) -> tuple[Submission, str | None, list[str]]:
    try:
        found = walk(repo)
    except TooMany:
        return Submission(sid, None, ErrorInfo(kind="too_many_files", message=(
            f"{name}: more than 200 files; the repository was not read further. Keep the outline "
            "near the top of the repository."))), None, []
    except OSError as exc:
        return Submission(sid, None, ErrorInfo(kind="unreadable", message=(
            f"{name}: cannot read this repository ({exc.strerror or exc})."))), None, []
    for rel, what in found.refused:
        ignored.append(Ignored(f"{name}/{rel}", f"{what}; the grader does not follow or open it"))
    chosen, error, why = choose(found.py, name)
    if chosen is None:
        return Submission(sid, None, ErrorInfo(kind=error or "no_outline", message=why)), None, []
    return Submission(sid, chosen.path), f"{name}/{chosen.rel}", [f"outline: {chosen.rel} ({why})"]
