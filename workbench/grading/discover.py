"""Find the submissions to grade in a SUBMISSIONS path, without running anything.

Three layouts are accepted (see docs/instructors.md):
- a directory of `.py` files, one per student (student id = file stem);
- a directory of folders, one per student, each holding one outline (id = folder name);
- one submission: a Gradescope-style `/autograder/submission` folder, or a single `.py` file.
Files and folders may be mixed in one directory.

Every input that cannot be graded becomes a `Submission` carrying an `ErrorInfo` (so it
appears as a row in the summary) or an `Ignored` entry with the reason: nothing is dropped
silently except hidden files and Python caches. Learner files are only *read* here (to
tell which `.py` in a folder defines the outline function); nothing is executed.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from workbench.report.model import ErrorInfo

LAYOUTS = ("auto", "class", "single")
# Reading a few hundred KiB is enough to find the function; the loader caps file size itself.
_SNIFF_BYTES = 512 * 1024
_OUTLINE_DEF = re.compile(rb"^[ \t]*(?:async[ \t]+)?def[ \t]+(?:designOutline|design_outline)[ \t]*\(", re.M)
_PREFERRED_NAME = "my_outline.py"
# Bounds on walking a student folder: a submission is a handful of files, not a source tree.
_MAX_DEPTH = 3
_MAX_FILES = 200
_SKIP_DIRS = {"__pycache__", "__MACOSX", ".git", ".ipynb_checkpoints", "node_modules"}


class DiscoveryError(Exception):
    """The SUBMISSIONS path itself is unusable (a usage error: exit code 2)."""


@dataclass(frozen=True)
class Submission:
    """One student: the outline file to grade, or why there is none."""

    student: str
    path: Path | None
    error: ErrorInfo | None = None


@dataclass(frozen=True)
class Ignored:
    path: str
    reason: str


@dataclass
class Discovery:
    layout: str  # "class" or "single"
    submissions: list[Submission]  # sorted by student id
    ignored: list[Ignored] = field(default_factory=list)


def _hidden(name: str) -> bool:
    return name.startswith(".") or name in _SKIP_DIRS


def _defines_outline(path: Path) -> bool | None:
    """True/False whether the file defines the outline function; None when unreadable."""
    try:
        with open(path, "rb") as fh:
            return bool(_OUTLINE_DEF.search(fh.read(_SNIFF_BYTES)))
    except OSError:
        return None


def _walk_py(folder: Path) -> tuple[list[Path], list[Path], str | None]:
    """(.py files, other files, error) under `folder`, bounded in depth and count, sorted."""
    py: list[Path] = []
    other: list[Path] = []
    def fail(exc: OSError) -> None:  # os.walk would otherwise skip an unreadable folder silently
        raise exc

    for dirpath, dirnames, filenames in os.walk(folder, onerror=fail):
        depth = len(Path(dirpath).relative_to(folder).parts)
        dirnames[:] = sorted(d for d in dirnames if not _hidden(d)) if depth < _MAX_DEPTH else []
        for name in sorted(filenames):
            if _hidden(name):
                continue
            (py if name.endswith(".py") else other).append(Path(dirpath) / name)
            if len(py) + len(other) > _MAX_FILES:
                return py, other, f"more than {_MAX_FILES} files"
    return py, other, None


def _names(paths: list[Path], root: Path) -> str:
    shown = [str(p.relative_to(root)) for p in paths[:5]]
    more = f" and {len(paths) - 5} more" if len(paths) > 5 else ""
    return ", ".join(shown) + more


def _pick_outline(student: str, folder: Path) -> Submission:
    """Choose the one outline file in a student's folder, or explain why there is none."""
    try:
        py, other, problem = _walk_py(folder)
    except OSError as exc:
        return Submission(student, None, ErrorInfo(kind="unreadable", message=(
            f"{folder}: cannot read this folder ({exc.strerror or exc}); check its permissions.")))
    if problem:
        return Submission(student, None, ErrorInfo(kind="too_many_files", message=(
            f"{folder}: {problem}; a submission should be one outline .py file.")))
    if not py:
        found = f" (found: {_names(other, folder)})" if other else " (the folder is empty)"
        return Submission(student, None, ErrorInfo(kind="no_outline", message=(
            f"{folder}: no .py file{found}; submit one Python file that defines designOutline().")))
    if len(py) == 1:
        return Submission(student, py[0])
    defining = [p for p in py if _defines_outline(p)]
    if len(defining) == 1:
        return Submission(student, defining[0])
    if len(defining) > 1:
        return Submission(student, None, ErrorInfo(kind="ambiguous_outline", message=(
            f"{folder}: {len(defining)} files define designOutline()/design_outline() "
            f"({_names(defining, folder)}); keep exactly one outline per student.")))
    preferred = [p for p in py if p.name == _PREFERRED_NAME]
    if len(preferred) == 1:
        return Submission(student, preferred[0])  # the loader explains what is missing in it
    return Submission(student, None, ErrorInfo(kind="no_outline", message=(
        f"{folder}: none of the .py files ({_names(py, folder)}) defines designOutline(); "
        "keep one file that defines it (e.g. my_outline.py).")))


def _is_gradescope_submission(root: Path) -> bool:
    parent = root.resolve().parent
    return root.resolve().name == "submission" and (
        parent.name == "autograder" or (parent / "submission_metadata.json").exists())


def discover(root: str | Path, *, layout: str = "auto", student: str | None = None,
             exclude: Path | None = None) -> Discovery:
    """Submissions under `root`. Raises DiscoveryError only when `root` itself is unusable.

    `exclude`: a path to skip (the output folder, when it was put inside SUBMISSIONS).
    """
    root = Path(root)
    skip = exclude.resolve() if exclude is not None else None
    if layout not in LAYOUTS:
        raise DiscoveryError(f"unknown layout '{layout}'; use one of {', '.join(LAYOUTS)}")
    if not root.exists():
        raise DiscoveryError(f"{root}: no such file or directory; pass the folder of submissions.")
    if root.is_file():
        if root.suffix != ".py":
            raise DiscoveryError(f"{root}: not a Python file or a folder of submissions.")
        return Discovery("single", [Submission(student or root.stem, root)])
    if not root.is_dir():
        raise DiscoveryError(f"{root}: not a file or a directory.")
    if layout == "single" or (layout == "auto" and _is_gradescope_submission(root)):
        return Discovery("single", [_pick_outline(student or "submission", root)])
    if student is not None:
        raise DiscoveryError("--student names the student of a single submission; "
                             "it cannot be used with a folder of many students.")
    try:
        entries = sorted(os.scandir(root), key=lambda e: e.name)
    except OSError as exc:
        raise DiscoveryError(f"{root}: cannot list this folder ({exc.strerror or exc}).") from exc
    by_id: dict[str, list[Submission]] = {}
    others: list[os.DirEntry] = []
    ignored: list[Ignored] = []
    for entry in entries:
        if _hidden(entry.name) or (skip is not None and Path(entry.path).resolve() == skip):
            continue
        try:
            is_dir = entry.is_dir()
            is_file = entry.is_file()
        except OSError:
            is_dir = is_file = False
        if is_dir:
            by_id.setdefault(entry.name, []).append(_pick_outline(entry.name, Path(entry.path)))
        elif entry.name.endswith(".py"):
            # A broken symlink or unreadable file is still graded: the loader names the problem.
            by_id.setdefault(entry.name[:-3], []).append(Submission(entry.name[:-3], Path(entry.path)))
        elif is_file:
            others.append(entry)
        else:
            ignored.append(Ignored(entry.name, "not a regular file or folder"))
    for entry in others:
        stem = entry.name.rsplit(".", 1)[0] if "." in entry.name else entry.name
        if stem in by_id:
            ignored.append(Ignored(entry.name, f"not Python; student '{stem}' has a submission"))
        else:
            by_id[stem] = [Submission(stem, None, ErrorInfo(kind="not_python", message=(
                f"{entry.path}: not a Python file; submit the outline as a .py file "
                "that defines designOutline().")))]
    submissions = []
    for sid in sorted(by_id):
        found = by_id[sid]
        if len(found) == 1:
            submissions.append(found[0])
        else:  # alice.py next to alice/: two outlines for one student
            submissions.append(Submission(sid, None, ErrorInfo(kind="ambiguous_outline", message=(
                f"{root}: student '{sid}' has both {sid}.py and a folder {sid}/; "
                "keep exactly one submission per student."))))
    if not submissions:
        what = f" (ignored: {', '.join(i.path for i in ignored)})" if ignored else ""
        raise DiscoveryError(
            f"{root}: no submissions found{what}; expected one .py file or one folder per student.")
    return Discovery("class", submissions, ignored)
