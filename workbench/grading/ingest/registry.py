"""Which layout an export has, and the one entry point `collect()` for `workbench grade`.

| layout | recognised by (auto) |
|---|---|
| zip | SUBMISSIONS is a .zip file (or a folder holding only one): unpacked, then detected inside |
| gradescope | `submission_metadata.yml` next to `submission_<id>/` folders |
| canvas | most top-level files are named `<name>_<userid>_<id>_<file>` |
| classroom | folders share an `<assignment>-` prefix and most are git repositories |
| folder | anything else: one .py file or one folder per student (`discover`) |
| single | one submission (a Gradescope /autograder/submission folder, or one .py file) |

`--layout` forces one (`class` is the old name of `folder`).
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path
from typing import Callable

from workbench.grading import target
from workbench.grading.discover import DiscoveryError, Ignored, Submission, discover
from workbench.grading.ingest import archive, canvas, classroom, gradescope
from workbench.grading.ingest.files import TooMany, hidden, listdir, read_small
from workbench.grading.ingest.model import Ingest, StudentMeta
from workbench.grading.ingest.pick import is_unchanged_starter, starter_path
from workbench.report.model import ErrorInfo

LAYOUTS = ("auto", "canvas", "gradescope", "classroom", "folder", "zip", "class", "single")
_READERS: dict[str, Callable[[Path], Ingest]] = {
    "canvas": canvas.ingest, "gradescope": gradescope.ingest, "classroom": classroom.ingest,
}


class IngestError(DiscoveryError):
    """The export as a whole cannot be read (a usage error: exit code 2)."""


def detect(root: Path) -> str:
    """The layout of `root` (a folder or file), as `--layout auto` decides it."""
    try:
        st = os.stat(root)
    except OSError:
        return "folder"  # discover names the problem
    if stat.S_ISREG(st.st_mode):
        return "zip" if archive.is_zip(root) else "single"
    if not stat.S_ISDIR(st.st_mode):
        return "folder"
    try:
        entries = [(n, s) for n, s in listdir(root, canvas.MAX_ENTRIES) if not hidden(n)]
    except (OSError, TooMany):
        return "folder"
    names = [n for n, _ in entries]
    if len(entries) == 1 and stat.S_ISREG(entries[0][1].st_mode) and archive.is_zip(root / names[0]):
        return "zip"
    if gradescope.looks_like(root):
        return "gradescope"
    files = [n for n, s in entries if stat.S_ISREG(s.st_mode)]
    folders = [n for n, s in entries if stat.S_ISDIR(s.st_mode)]
    if files and len(files) >= len(folders) and canvas.looks_like(files):
        return "canvas"
    if classroom.looks_like(root, folders):
        return "classroom"
    return "folder"


def collect(root: str | Path, *, layout: str = "auto", student: str | None = None,
            exclude: Path | None = None, check_starter: bool = True, exercise=None) -> Ingest:
    """The rows of the export at `root`. Raises IngestError/DiscoveryError (exit 2) only when
    the export as a whole is unusable; every problem of one student is that student's row.
    `exercise`: whose function names choose the outline file and whose starter is flagged
    (default: the default exercise)."""
    with target.using(exercise):
        return _collect(root, layout=layout, student=student, exclude=exclude, check_starter=check_starter)


def _collect(root: str | Path, *, layout: str = "auto", student: str | None = None,
             exclude: Path | None = None, check_starter: bool = True) -> Ingest:
    root = Path(root)
    if layout not in LAYOUTS:
        raise IngestError(f"--layout {layout}: use one of {', '.join(LAYOUTS)}.")
    chosen = detect(root) if layout == "auto" else layout
    if student is not None and chosen in ("canvas", "gradescope", "classroom", "zip"):
        raise IngestError("--student names the student of a single submission; it cannot be used "
                          f"with a {chosen} export of many students.")
    if chosen == "zip":
        result = _from_zip(root, layout, exclude)
    elif chosen in _READERS:
        try:
            result = _READERS[chosen](root)
        except gradescope.MetadataError as exc:
            raise IngestError(str(exc)) from None
        except OSError as exc:
            raise IngestError(f"{root}: cannot read this folder ({exc.strerror or exc}).") from None
        except TooMany:
            raise IngestError(f"{root}: too many entries; this is not one class's export.") from None
        if not result.submissions:
            raise IngestError(f"{root}: no submissions found in this {chosen} export.")
    else:
        mode = {"single": "single", "folder": "class", "class": "class"}.get(layout, "auto")
        result = _folder(root, "single" if chosen == "single" else mode, student, exclude)
    if check_starter:
        _flag_starters(result)
    return result


def _folder(root: Path, layout: str, student: str | None, exclude: Path | None) -> Ingest:
    found = discover(root, layout=layout, student=student, exclude=exclude)
    subs, ignored = list(found.submissions), list(found.ignored)
    # An archive next to students' files is not a student: say how to grade it instead.
    zips = {s.student for s in subs if s.error is not None and s.error.kind == "not_python"
            and _is_zip_row(root, s.student)}
    for sid in sorted(zips):
        ignored.append(Ignored(f"{sid}.zip", "an archive; grade it on its own: workbench grade "
                               f"{sid}.zip --out DIR (its layout is detected)"))
    subs = [s for s in subs if s.student not in zips]
    if not subs:
        raise IngestError(f"{root}: no submissions found (ignored: {', '.join(i.path for i in ignored)}); "
                          "expected one .py file or one folder per student, or an LMS export.")
    kind = "folder" if found.layout == "class" else found.layout
    meta = {s.student: StudentMeta(student=s.student, layout=kind, name=s.student,
                                   source=str(s.path.relative_to(root)) if s.path is not None and
                                   s.path != root and root in s.path.parents else None)
            for s in subs}
    return Ingest(kind, subs, meta, ignored)


def _is_zip_row(root: Path, sid: str) -> bool:
    try:
        return stat.S_ISREG(os.lstat(root / f"{sid}.zip").st_mode)
    except OSError:
        return False


def _from_zip(root: Path, layout: str, exclude: Path | None) -> Ingest:
    path = root
    if os.path.isdir(root):
        inner = [(n, s) for n, s in listdir(root, archive.MAX_ENTRIES) if not hidden(n)]
        if len(inner) == 1 and stat.S_ISREG(inner[0][1].st_mode):  # never through a link
            path = root / inner[0][0]
    if not archive.is_zip(path):
        raise IngestError(f"{root}: not a zip archive; pass the .zip file, or choose another --layout.")
    try:
        folder, notes = archive.extract(path)
    except archive.ArchiveError as exc:
        raise IngestError(str(exc)) from None
    try:
        inner_root = folder
        entries = [n for n, _ in listdir(folder, archive.MAX_ENTRIES + 1) if not hidden(n)]
        if len(entries) == 1 and (folder / entries[0]).is_dir() and not (folder / entries[0]).is_symlink():
            inner_root = folder / entries[0]  # an archive of one folder: its contents are the class
        inner = detect(inner_root)
        if inner in ("zip", "single"):
            inner = "folder"
        result = collect(inner_root, layout=inner if inner != "folder" else "class", check_starter=False)
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    result.layout = f"zip:{result.layout}"
    result.ignored = [Ignored(f"{path.name}:{i.path}", i.reason) for i in notes] + result.ignored
    result.cleanup.append(lambda: shutil.rmtree(folder, ignore_errors=True))
    result.relabel_from = str(folder) + os.sep
    result.relabel_to = f"{path.name}:"
    result.ignored = [Ignored(result.shown(i.path), result.shown(i.reason)) for i in result.ignored]
    result.submissions = [s if s.error is None else Submission(s.student, s.path, s.error.model_copy(
        update={"message": result.shown(s.error.message)})) for s in result.submissions]
    for m in result.meta.values():
        m.layout = result.layout
    return result


def _flag_starters(result: Ingest) -> None:
    """A chosen outline that is still the exercise's starter becomes an `unchanged_starter` row."""
    starter = starter_path()
    for k, sub in enumerate(result.submissions):
        if sub.error is not None or sub.path is None:
            continue
        if is_unchanged_starter(read_small(sub.path), starter):
            shown = result.shown(str(sub.path))
            result.submissions[k] = Submission(sub.student, None, ErrorInfo(kind="unchanged_starter", message=(
                f"{shown} is the exercise's starter file, unchanged: there is nothing to grade yet. "
                f"Replace every TODO in {target.current().function}() with your design, then submit again.")))
            meta = result.meta_for(sub.student)
            meta.flags = sorted(set(meta.flags) | {"unchanged_starter"})
            result.meta[sub.student] = meta
