"""A zip archive of submissions (an LMS download, or a folder zipped by hand), unpacked safely.

stdlib zipfile does the reading; this module decides what may be written, into a private
temporary folder (mode 0700) that is removed when grading ends:
- an entry name that is absolute, has a drive letter, a `..` or empty component, a NUL or
  control character, or a component over 255 bytes is refused with a note;
- symbolic links (Unix mode in the entry), encrypted entries and nested archives are not
  unpacked (noted);
- at most MAX_ENTRIES entries, MAX_FILE_BYTES per file, MAX_TOTAL_BYTES in all, and a
  compression ratio of at most MAX_RATIO per file: the bytes are counted as they are
  inflated, so a header that lies about its size cannot get past the limits;
- the same name twice (or two names that differ only in case) keeps the first.
Exceeding the entry count or the total size stops with a clear error: the archive is not
a class's submissions.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import unicodedata
import zipfile
import zlib
from pathlib import Path, PurePosixPath

from workbench.grading.discover import Ignored

MAX_ENTRIES = 20_000
MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_TOTAL_BYTES = 512 * 1024 * 1024
MAX_RATIO = 200
_CHUNK = 1 << 16


class ArchiveError(Exception):
    """The archive cannot be used as a whole (a usage error: exit code 2)."""


def is_zip(path: Path) -> bool:
    try:
        return path.suffix.lower() == ".zip" and stat.S_ISREG(os.stat(path).st_mode) and zipfile.is_zipfile(path)
    except OSError:
        return False


def _problem(name: str) -> str | None:
    """Why an entry name cannot be written under the extraction folder, or None."""
    if "\x00" in name or any(unicodedata.category(c) == "Cc" for c in name):
        return "its name has a control character"
    if name.startswith(("/", "\\")) or (len(name) > 1 and name[1] == ":"):
        return "its name is an absolute path"
    parts = PurePosixPath(name.replace("\\", "/")).parts
    if any(p in ("..", ".") for p in parts) or not parts:
        return "its name leaves the archive's folder (..)"
    if any(len(p.encode("utf-8", "surrogatepass")) > 255 for p in parts):
        return "a name component is over 255 bytes"
    return None


def extract(archive: Path) -> tuple[Path, list[Ignored]]:
    """Unpack into a new private folder; returns it and a note per entry left out.
    The caller removes the folder (shutil.rmtree) when done."""
    try:
        zf = zipfile.ZipFile(archive)
    except (OSError, zipfile.BadZipFile, ValueError) as exc:
        raise ArchiveError(f"{archive}: not a readable zip archive ({exc}); re-download it.") from None
    target = Path(tempfile.mkdtemp(prefix="workbench-zip-"))
    try:
        with zf:
            notes = _extract(zf, target)
    except BaseException:
        shutil.rmtree(target, ignore_errors=True)
        raise
    return target, notes


def _extract(zf: zipfile.ZipFile, target: Path) -> list[Ignored]:
    infos = zf.infolist()
    if len(infos) > MAX_ENTRIES:
        raise ArchiveError(f"{zf.filename}: {len(infos):,} entries (more than {MAX_ENTRIES:,}); this is not an "
                           "archive of one class's submissions.")
    notes: list[Ignored] = []
    seen: set[str] = set()
    total = 0
    for info in infos:
        name = info.filename
        why = _problem(name)
        mode = info.external_attr >> 16
        if why is None and stat.S_ISLNK(mode):
            why = "a symbolic link"
        if why is None and info.flag_bits & 0x1:
            why = "encrypted"
        if why is None and name.lower().endswith((".zip", ".tar", ".gz", ".tgz", ".7z", ".rar")):
            why = "an archive inside the archive (not unpacked; submit the .py file itself)"
        rel = PurePosixPath(name.replace("\\", "/"))
        key = str(rel).casefold()
        if why is None and key in seen:
            why = "a second entry with the same name"
        if why is not None:
            notes.append(Ignored(name, why))
            continue
        seen.add(key)
        dest = target.joinpath(*rel.parts)
        if info.is_dir() or name.endswith(("/", "\\")):
            dest.mkdir(parents=True, exist_ok=True)
            continue
        if info.file_size > MAX_FILE_BYTES:
            notes.append(Ignored(name, f"{info.file_size / 2**20:.1f} MiB, over the {MAX_FILE_BYTES // 2**20} MiB "
                                 "limit per file"))
            continue
        dest.parent.mkdir(parents=True, exist_ok=True)
        written, why = _copy(zf, info, dest, total)
        if why is not None:
            notes.append(Ignored(name, why))
            continue
        total += written
    return notes


def _copy(zf: zipfile.ZipFile, info: zipfile.ZipInfo, dest: Path, total: int) -> tuple[int, str | None]:
    """(bytes written, None) or (0, why the entry was left out); ArchiveError past the total."""
    limit = min(MAX_FILE_BYTES, max(info.file_size, 0))
    ratio_cap = max(info.compress_size, 1) * MAX_RATIO
    written = 0
    fd = os.open(dest, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
    ok = False
    try:
        with os.fdopen(fd, "wb") as out, zf.open(info) as src:
            while True:
                chunk = src.read(_CHUNK)
                if not chunk:
                    break
                written += len(chunk)
                if written > limit or (written > 1024 * 1024 and written > ratio_cap):
                    return 0, (f"inflates beyond its declared size or a {MAX_RATIO}:1 ratio "
                               "(a zip bomb?); not unpacked")
                if total + written > MAX_TOTAL_BYTES:
                    raise ArchiveError(f"{zf.filename}: more than {MAX_TOTAL_BYTES // 2**20} MiB once unpacked; "
                                       "this is not an archive of one class's outlines.")
                out.write(chunk)
        ok = True
    except (zipfile.BadZipFile, EOFError, NotImplementedError, RuntimeError, zlib.error) as exc:
        return 0, f"cannot be read ({exc}); the archive may be damaged: re-download it"
    finally:
        if not ok:
            dest.unlink(missing_ok=True)
    return written, None
