"""The one way the grader writes (and reads back) its own files: never through a planted link.

A learner's code may run while the grader's output folder exists (and in rlimits mode it can
read the grader's command line), so any name the grader is about to write may already be a
symbolic link to somewhere else, e.g. `/etc/passwd`. Every file the grader writes goes through
`write_file` / `write_at`:

1. the destination folder is opened once (`O_DIRECTORY`); everything after is relative to
   that descriptor, so the folder cannot be swapped for a link half-way;
2. an existing symbolic link (or a FIFO, device, socket, folder) at the target is refused
   with `UnsafeTarget`; nothing is written;
3. the bytes go to a fresh temporary file in the same folder, created with
   `O_CREAT | O_EXCL | O_NOFOLLOW` (it cannot be a link someone planted), mode 0644 or 0600,
   written in full and `fsync`ed;
4. `os.replace` renames it onto the target. A rename replaces a link that appeared after step 2
   rather than writing through it, and readers see the old file or the new one, never a part.

`read_file` is the matching reader for files the grader wrote earlier (summary.json,
students/*/report.json): `O_NOFOLLOW | O_NONBLOCK`, regular files only, bounded size.
"""

from __future__ import annotations

import errno
import os
import re
import secrets
import stat
from pathlib import Path

_TMP = re.compile(r"^\..{0,40}\.[0-9a-f]{12}\.tmp$", re.S)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)


class UnsafeTarget(OSError):
    """The target exists and is not a regular file (a symbolic link, a FIFO, a folder, ...)."""


def is_temp_name(name: str) -> bool:
    """Whether `name` is one of write_at's temporary files (left behind only by a hard kill)."""
    return bool(_TMP.match(name))


def _bytes(data: bytes | str) -> bytes:
    # backslashreplace: a lone surrogate (from a file name or a learner's exception message)
    # becomes the visible text \udcff instead of a UnicodeEncodeError that loses the file.
    return data if isinstance(data, bytes) else data.encode("utf-8", "backslashreplace")


def kind_of(mode: int) -> str | None:
    """None for a regular file; else what the object with this st_mode is, in words."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a device or other special file"


def open_dir(path: str | Path, *, follow: bool = True) -> int:
    """A descriptor for the folder `path`; `follow=False` refuses a final component that is a link."""
    return os.open(path, os.O_RDONLY | _DIRECTORY | _CLOEXEC | (0 if follow else _NOFOLLOW))


def open_subdir(dir_fd: int, name: str, *, create: bool = False) -> int:
    """A descriptor for `dir_fd/name`, never following a link there; created (0755) when asked."""
    if create:
        try:
            os.mkdir(name, 0o755, dir_fd=dir_fd)
        except FileExistsError:
            pass
    try:
        return os.open(name, os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC, dir_fd=dir_fd)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENOTDIR):
            st = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
            what = kind_of(st.st_mode) or "a file"
            raise UnsafeTarget(exc.errno, f"it is {what}, not a folder the grader made; remove it",
                               name) from None
        raise


def write_at(dir_fd: int, name: str, data: bytes | str, *, mode: int = 0o644, shown: str | None = None,
             durable: bool = True) -> None:
    """Replace the file `name` in the folder `dir_fd` with `data`, atomically, never through a link.

    Raises UnsafeTarget when `name` exists and is not a regular file; OSError when the folder
    cannot be written (the target is then untouched and no temporary file is left).
    `durable=False` skips the fsync (the rename is still atomic for every reader; only a power
    loss could leave the new file empty): for many small files followed by one `sync_fs`."""
    shown = shown or name
    try:
        st = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        pass
    else:
        what = kind_of(st.st_mode)
        if what is not None:
            raise UnsafeTarget(errno.EEXIST, _refusal(what), shown)
    payload = _bytes(data)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC
    for _ in range(16):
        tmp = f".{name[:40]}.{secrets.token_hex(6)}.tmp"
        try:
            fd = os.open(tmp, flags, 0o600, dir_fd=dir_fd)
            break
        except FileExistsError:
            continue
    else:  # 16 collisions of 48 random bits: someone is filling the folder on purpose
        raise OSError(errno.EEXIST, "cannot create a temporary file", shown)
    try:
        try:
            view = memoryview(payload)
            while view:
                view = view[os.write(fd, view):]
            os.fchmod(fd, mode)
            if durable:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
    except BaseException:
        try:
            os.unlink(tmp, dir_fd=dir_fd)
        except OSError:
            pass
        raise


def write_file(path: str | Path, data: bytes | str, *, mode: int = 0o644, make_parents: bool = False) -> None:
    """Replace the file at `path` with `data` (see the module docstring). The folder part of
    `path` is the caller's choice and is followed as given; the file name itself never is."""
    path = Path(path)
    parent = path.parent
    if make_parents:
        parent.mkdir(parents=True, exist_ok=True)
    dfd = open_dir(parent)
    try:
        write_at(dfd, path.name, data, mode=mode, shown=str(path))
    finally:
        os.close(dfd)


def sync_fs(path: str | Path) -> None:
    """Flush the file system holding `path` to disk: one syncfs(2) where the C library has it (Linux),
    else sync(2). What `durable=False` writes skipped, done once for a whole batch."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        syncfs = getattr(libc, "syncfs", None)
    except (OSError, AttributeError):
        syncfs = None
    if syncfs is None:
        os.sync()
        return
    fd = os.open(path, os.O_RDONLY | _DIRECTORY | _CLOEXEC)
    try:
        if syncfs(fd) != 0:
            os.sync()
    finally:
        os.close(fd)


def _refusal(what: str) -> str:
    if what == "a symbolic link":
        return "it is a symbolic link; the grader never writes through a link. Remove it or choose another path"
    return f"it is {what}, not a regular file; choose another path"


def refuse_link(path: str | Path) -> str | None:
    """A message when `path` exists and is a symbolic link, else None (checked before any work;
    write_at checks again, and refuses any other non-regular file too)."""
    try:
        st = os.lstat(path)
    except OSError:
        return None
    if not stat.S_ISLNK(st.st_mode):
        return None
    return f"{path}: {_refusal('a symbolic link')}."


def read_file(path: str | Path, limit: int, *, dir_fd: int | None = None) -> bytes:
    """The bytes of the regular file `path` (relative to `dir_fd` when given), never through a
    link, never blocking on a FIFO; OSError(EFBIG) when it is larger than `limit` bytes."""
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC, dir_fd=dir_fd)
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # O_NOFOLLOW's answer for a link
            raise UnsafeTarget(errno.ELOOP, "it is a symbolic link; the grader never reads through one",
                               str(path)) from None
        raise
    try:
        st = os.fstat(fd)
        what = kind_of(st.st_mode)
        if what is not None:
            raise UnsafeTarget(errno.EINVAL, f"it is {what}, not a regular file", str(path))
        if st.st_size > limit:
            raise OSError(errno.EFBIG, f"larger than {limit} bytes", str(path))
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise OSError(errno.EFBIG, f"larger than {limit} bytes", str(path))
        return b"".join(chunks)
    finally:
        os.close(fd)
