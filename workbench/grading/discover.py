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

Every name and file here is the learner's, so (docs/sandbox.md, class 2 and 7):
- nothing that is not a regular file or folder *inside* SUBMISSIONS is opened: entries are
  looked at with lstat, folders are entered relative to their parent's descriptor with
  `O_NOFOLLOW`, files are opened `O_NOFOLLOW | O_NONBLOCK` and `fstat`ed before a byte is read;
  symbolic links (to a folder outside, to a classmate, to /dev/stdin), FIFOs, sockets and
  devices are refused or skipped with a note, never followed or opened;
- two entries that are the same file or folder (hard links, bind mounts) are graded once: the
  second is refused and named; a hard-linked outline owned by another user than SUBMISSIONS'
  owner is refused (it may be a link to a file the learner could not otherwise read);
- work is bounded: at most 200 entries per student folder (3 levels), 100,000 entries in
  SUBMISSIONS, and a `.py` file over 1 MiB is named and skipped, never read;
- student ids are derived from the raw names by `ids.student_id` (printable, unique, one path
  component) and every name shown in a message goes through `ids.display`;
- each entry is examined inside its own guard: a bug here becomes that student's `grader_error`
  (step "discovery"), never the end of the batch.
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

from workbench.grading import target
from workbench.grading.ids import display, student_id
from workbench.report.model import ErrorInfo
from workbench import safefs
from workbench.safefs import open_dir, open_subdir

LAYOUTS = ("auto", "class", "single")
# Reading a few hundred KiB is enough to find the function; the loader caps file size itself.
_SNIFF_BYTES = 512 * 1024
# Bounds on walking a student folder: a submission is a handful of files, not a source tree.
_MAX_DEPTH = 3
_MAX_FILES = 200
# Entries listed per folder, hidden ones included (a folder of a million dotfiles is bounded too).
_MAX_LISTED = 5 * _MAX_FILES
# SUBMISSIONS itself: a class is thousands of students, not millions of entries.
MAX_ENTRIES = 100_000
# The loader's own cap (workbench.outline.load.MAX_FILE_BYTES): a bigger .py is never read.
MAX_OUTLINE_BYTES = 1024 * 1024
_SKIP_DIRS = {"__pycache__", "__MACOSX", ".git", ".ipynb_checkpoints", "node_modules"}
_NOFOLLOW_READ = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


class DiscoveryError(Exception):
    """The SUBMISSIONS path itself is unusable (a usage error: exit code 2)."""


@dataclass(frozen=True)
class Submission:
    """One student: the outline file to grade, or why there is none.

    `student` is the safe id (ids.student_id); `shown` is the file or folder as people see it
    (ids.display of the path), used in messages and as the report's `file`."""

    student: str
    path: Path | None
    error: ErrorInfo | None = None
    shown: str = ""

    @property
    def label(self) -> str:
        return self.shown or (display(str(self.path)) if self.path is not None else self.student)


@dataclass(frozen=True)
class Ignored:
    path: str
    reason: str


@dataclass
class Discovery:
    layout: str  # "class" or "single"
    submissions: list[Submission]  # sorted by student id
    ignored: list[Ignored] = field(default_factory=list)


class _TooMany(Exception):
    pass


def _hidden(name: str) -> bool:
    return name.startswith(".") or name in _SKIP_DIRS


def _kind(mode: int) -> str | None:
    """None for a regular file or folder; else what the entry is, in words."""
    return None if stat.S_ISDIR(mode) else safefs.kind_of(mode)


def _scan(dir_fd: int, limit: int) -> list[tuple[str, os.stat_result]]:
    """(name, lstat) of every entry of the folder `dir_fd`, sorted; _TooMany past `limit`.
    The listing stops at the limit: a folder of a million files is not read to the end."""
    found = []
    with os.scandir(dir_fd) as it:
        for entry in it:
            if len(found) >= limit:
                raise _TooMany()
            found.append((entry.name, entry.stat(follow_symlinks=False)))
    found.sort(key=lambda e: e[0])
    return found


def _sniff(dir_fd: int, name: str) -> bool | None:
    """True/False whether the regular file defines the outline function; None when unreadable.
    Opened without following a link and without blocking, and checked to be a regular file."""
    try:
        fd = os.open(name, _NOFOLLOW_READ, dir_fd=dir_fd)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        return bool(target.current().pattern().search(os.read(fd, _SNIFF_BYTES)))
    except OSError:
        return None
    finally:
        os.close(fd)


@dataclass
class _File:
    rel: str  # relative to the student folder, '/'-separated
    path: Path
    st: os.stat_result
    defines: bool | None = None


class _Walk:
    """A bounded, link-free walk of one student folder."""

    def __init__(self, shown_root: str):
        self.shown_root = shown_root
        self.py: list[_File] = []
        self.other: list[str] = []
        self.ignored: list[Ignored] = []
        self.seen = 0

    def run(self, dir_fd: int, path: Path, rel: str = "", depth: int = 0) -> None:
        for name, st in _scan(dir_fd, _MAX_LISTED):
            if _hidden(name):
                continue
            self.seen += 1
            if self.seen > _MAX_FILES:
                raise _TooMany()
            sub = f"{rel}{name}"
            shown = display(f"{self.shown_root}/{sub}")
            what = _kind(st.st_mode)
            if what is not None:
                self.ignored.append(Ignored(shown, f"{what}; the grader does not follow or open it"))
            elif stat.S_ISDIR(st.st_mode):
                if depth >= _MAX_DEPTH:
                    continue  # files are searched 3 levels deep, as documented
                child = open_subdir(dir_fd, name)
                try:
                    self.run(child, path / name, sub + "/", depth + 1)
                finally:
                    os.close(child)
            elif name.endswith(".py"):
                if st.st_size > MAX_OUTLINE_BYTES:
                    self.ignored.append(Ignored(shown, f"{st.st_size / 2**20:.1f} MiB; a .py file over "
                                                f"{MAX_OUTLINE_BYTES // 2**20} MiB is not read"))
                    self.py.append(_File(sub, path / name, st, defines=False))
                else:
                    self.py.append(_File(sub, path / name, st, _sniff(dir_fd, name)))
            else:
                self.other.append(sub)


def _names(items: list[str]) -> str:
    shown = [display(p) for p in items[:5]]
    more = f" and {len(items) - 5} more" if len(items) > 5 else ""
    return ", ".join(shown) + more


def _pick_outline(student: str, dir_fd: int, folder: Path) -> tuple[Submission, list[Ignored]]:
    """Choose the one outline file in a student's folder (open as `dir_fd`), or explain why none."""
    shown = display(str(folder))
    walk = _Walk(str(folder))
    try:
        walk.run(dir_fd, folder)
    except _TooMany:
        return Submission(student, None, ErrorInfo(kind="too_many_files", message=(
            f"{shown}: more than {_MAX_FILES} files; a submission should be one .py answer file. "
            "The folder was not read further.")), shown), []
    except OSError as exc:
        return Submission(student, None, ErrorInfo(kind="unreadable", message=(
            f"{shown}: cannot read this folder ({display(exc.strerror or str(exc))}); check its permissions.")),
            shown), []
    readable = [f for f in walk.py if f.st.st_size <= MAX_OUTLINE_BYTES]
    if not walk.py:
        found = f" (found: {_names(walk.other)})" if walk.other else " (the folder is empty)"
        return Submission(student, None, ErrorInfo(kind="no_outline", message=(
            f"{shown}: no .py file{found}; submit one Python file that defines {target.current().function}().")),
            shown), walk.ignored
    if len(walk.py) == 1:
        only = walk.py[0]
        if only.st.st_size > MAX_OUTLINE_BYTES:
            walk.ignored.pop()  # it is the row's own error, not a side note
            return Submission(student, None, _too_large(display(str(only.path)), only.st.st_size),
                              display(str(only.path))), walk.ignored
        return _chosen(student, only), walk.ignored
    defining = [f for f in readable if f.defines]
    if len(defining) == 1:
        return _chosen(student, defining[0]), walk.ignored
    if len(defining) > 1:
        return Submission(student, None, ErrorInfo(kind="ambiguous_outline", message=(
            f"{shown}: {len(defining)} files define {target.current().shown} "
            f"({_names([f.rel for f in defining])}); keep exactly one outline per student.")), shown), walk.ignored
    preferred = [f for f in readable if f.rel.rsplit("/", 1)[-1] in target.current().names]
    if len(preferred) == 1:
        return _chosen(student, preferred[0]), walk.ignored  # the loader explains what is missing in it
    return Submission(student, None, ErrorInfo(kind="no_outline", message=(
        f"{shown}: none of the .py files ({_names([f.rel for f in walk.py])}) defines {target.current().function}(); "
        f"keep one file that defines it (e.g. {target.current().name}).")), shown), walk.ignored


def _chosen(student: str, f: _File) -> Submission:
    return Submission(student, f.path, None, display(str(f.path)))


def _too_large(shown: str, size: int) -> ErrorInfo:
    return ErrorInfo(kind="too_large", message=(
        f"{shown} is {size / 2**20:.1f} MiB; an answer file must be under {MAX_OUTLINE_BYTES // 2**20} MiB "
        "(a strong answer is a few KB of text). It was not read."))


def _is_gradescope_submission(root: Path) -> bool:
    parent = root.resolve().parent
    return root.resolve().name == "submission" and (
        parent.name == "autograder" or (parent / "submission_metadata.json").exists())


class _Identity:
    """Refuses a second entry that is the same file or folder as an earlier one (hard links,
    bind mounts), and a hard-linked file owned by someone other than SUBMISSIONS' owner."""

    def __init__(self, owner: int):
        self.owner = owner
        self.first: dict[tuple[int, int], str] = {}
        self.folders: dict[tuple[int, int], str] = {}

    def folder(self, st: os.stat_result, shown: str) -> Submission | None:
        """None the first time this folder is seen; else the refusal (a bind mount of another)."""
        key = (st.st_dev, st.st_ino)
        if key not in self.folders:
            self.folders[key] = shown
            return None
        return Submission("", None, ErrorInfo(kind="duplicate", message=(
            f"{shown} is the same folder as {self.folders[key]}; each folder is graded once, for the "
            "first student.")), shown)

    def problem(self, sub: Submission) -> Submission:
        if sub.error is not None or sub.path is None:
            return sub
        try:
            st = os.stat(sub.path, follow_symlinks=False)
        except OSError:
            return sub  # the loader names it
        key = (st.st_dev, st.st_ino)
        if key in self.first:
            return Submission(sub.student, None, ErrorInfo(kind="duplicate", message=(
                f"{sub.label} is the same file as {self.first[key]} (a hard link); each file is graded "
                "once, for the first student. Submit a file of your own.")), sub.label)
        self.first[key] = sub.label
        if st.st_nlink > 1 and st.st_uid != self.owner:
            return Submission(sub.student, None, ErrorInfo(kind="not_a_file", message=(
                f"{sub.label} has {st.st_nlink} hard links and belongs to another user (uid {st.st_uid}) "
                "than the submissions folder; it may be a link to a file elsewhere on this machine, so it "
                "is not read. Copy the file (cp) into the submissions folder and grade again.")), sub.label)
        return sub


def _grader_error(student: str, shown: str, exc: BaseException) -> Submission:
    return Submission(student, None, ErrorInfo(kind="grader_error", step="discovery", message=(
        f"{shown}: the grader failed while looking at this entry ({type(exc).__name__}: "
        f"{display(str(exc))}). This is a bug in workbench, not in the submission; the rest of the "
        "class was graded. Please report it.")), shown)


def discover(root: str | Path, *, layout: str = "auto", student: str | None = None,
             exclude: Path | None = None) -> Discovery:
    """Submissions under `root`. Raises DiscoveryError only when `root` itself is unusable.

    `exclude`: a path to skip (the output folder, when it was put inside SUBMISSIONS).
    """
    root = Path(root)
    shown_root = display(str(root))
    if layout not in LAYOUTS:
        raise DiscoveryError(f"unknown layout '{display(layout)}'; use one of {', '.join(LAYOUTS)}")
    try:
        st = os.stat(root)  # SUBMISSIONS is the instructor's own choice: a link to it is followed
    except FileNotFoundError:
        raise DiscoveryError(f"{shown_root}: no such file or directory; pass the folder of submissions.") from None
    except OSError as exc:
        raise DiscoveryError(f"{shown_root}: cannot be read ({exc.strerror or exc}).") from None
    if stat.S_ISREG(st.st_mode):
        if root.suffix != ".py":
            raise DiscoveryError(f"{shown_root}: not a Python file or a folder of submissions.")
        return Discovery("single", [Submission(student_id(student or root.stem), root, None, shown_root)])
    if not stat.S_ISDIR(st.st_mode):
        raise DiscoveryError(f"{shown_root}: not a file or a directory.")
    try:
        root_fd = open_dir(root)
    except OSError as exc:
        raise DiscoveryError(f"{shown_root}: cannot open this folder ({exc.strerror or exc}).") from None
    try:
        return _discover_dir(root, root_fd, st, layout, student, exclude)
    finally:
        os.close(root_fd)


def _discover_dir(root: Path, root_fd: int, root_st: os.stat_result, layout: str, student: str | None,
                  exclude: Path | None) -> Discovery:
    shown_root = display(str(root))
    if layout == "single" or (layout == "auto" and _is_gradescope_submission(root)):
        sub, ignored = _pick_outline(student_id(student or "submission"), root_fd, root)
        return Discovery("single", [sub], ignored)
    if student is not None:
        raise DiscoveryError("--student names the student of a single submission; "
                             "it cannot be used with a folder of many students.")
    try:
        skip_st = os.stat(exclude) if exclude is not None else None
    except OSError:
        skip_st = None
    try:
        entries = _scan(root_fd, MAX_ENTRIES)
    except _TooMany:
        raise DiscoveryError(f"{shown_root}: more than {MAX_ENTRIES:,} entries; this is not a class folder "
                             "(pass the folder that holds one .py file or one folder per student).") from None
    except OSError as exc:
        raise DiscoveryError(f"{shown_root}: cannot list this folder ({exc.strerror or exc}).") from None
    by_id: dict[str, list[Submission]] = {}
    refused: dict[str, Submission] = {}
    others: list[tuple[str, str]] = []  # (name, stem)
    ignored: list[Ignored] = []
    identity = _Identity(root_st.st_uid)
    for name, st in entries:
        if _hidden(name) or (skip_st is not None and (st.st_dev, st.st_ino) == (skip_st.st_dev, skip_st.st_ino)):
            continue
        is_py = name.endswith(".py") and not stat.S_ISDIR(st.st_mode)
        sid = student_id(name[:-3] if is_py else name)
        shown = display(str(root / name))
        try:
            what = _kind(st.st_mode)
            if stat.S_ISDIR(st.st_mode):
                dir_fd = open_subdir(root_fd, name)
                try:
                    twin = identity.folder(os.fstat(dir_fd), shown)
                    sub, notes = (twin, []) if twin else _pick_outline(sid, dir_fd, root / name)
                finally:
                    os.close(dir_fd)
                sub = identity.problem(Submission(sid, sub.path, sub.error, sub.shown))
                ignored += notes
                by_id.setdefault(sid, []).append(sub)
            elif what is not None:
                # A link (to a folder outside, a classmate, /dev/stdin), a FIFO, socket or device:
                # never followed or opened. A student of that name still gets a row saying why.
                if what == "a symbolic link" or is_py:
                    sid = student_id(name[:-3] if is_py else (name.rsplit(".", 1)[0] if "." in name[1:] else name))
                    message = (f"{shown} is {what}; the grader only reads regular files and folders inside the "
                               "submissions folder and does not follow links. Submit the file itself.")
                    if sid in refused:
                        ignored.append(Ignored(display(name), message))
                    else:
                        refused[sid] = Submission(sid, None, ErrorInfo(kind="not_a_file", message=message), shown)
                else:
                    ignored.append(Ignored(display(name), f"{what}, not a regular file or folder"))
            elif is_py:
                if st.st_size > MAX_OUTLINE_BYTES:
                    sub = Submission(sid, None, _too_large(shown, st.st_size), shown)
                else:
                    sub = identity.problem(Submission(sid, root / name, None, shown))
                by_id.setdefault(sid, []).append(sub)
            else:
                others.append((name, student_id(name.rsplit(".", 1)[0] if "." in name else name)))
        except Exception as exc:  # noqa: BLE001 - one entry must not stop the class
            by_id.setdefault(sid, []).append(_grader_error(sid, shown, exc))
    for sid, sub in refused.items():
        if sid in by_id:
            ignored.append(Ignored(display(sub.label.rsplit("/", 1)[-1]),
                                   f"{sub.error.message if sub.error else ''} Student '{sid}' has another submission."))
        else:
            by_id[sid] = [sub]
    for name, stem in others:
        if stem in by_id:
            ignored.append(Ignored(display(name), f"not Python; student '{stem}' has a submission"))
        else:
            by_id[stem] = [Submission(stem, None, ErrorInfo(kind="not_python", message=(
                f"{display(str(root / name))}: not a Python file; submit the outline as a .py file "
                f"that defines {target.current().function}().")), display(str(root / name)))]
    submissions = []
    for sid in sorted(by_id):
        found = by_id[sid]
        if len(found) == 1:
            submissions.append(found[0])
        else:  # alice.py next to alice/: two outlines for one student
            submissions.append(Submission(sid, None, ErrorInfo(kind="ambiguous_outline", message=(
                f"{shown_root}: student '{sid}' has both {sid}.py and a folder {sid}/; "
                "keep exactly one submission per student.")), shown_root))
    if not submissions:
        what = f" (ignored: {', '.join(i.path for i in ignored)})" if ignored else ""
        raise DiscoveryError(
            f"{shown_root}: no submissions found{what}; expected one .py file or one folder per student.")
    return Discovery("class", submissions, ignored)
