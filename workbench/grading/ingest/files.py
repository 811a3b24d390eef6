"""Reading an export's files without following links or blocking, within bounds.

Every entry is examined with lstat; only regular files and folders are used. A symbolic
link, FIFO, socket or device is reported (an `Ignored` note or a row's error), never
followed or opened. Files are opened O_NOFOLLOW | O_NONBLOCK and fstat'ed before a byte is
read. Nothing here runs or imports anything.
"""

from __future__ import annotations

import ast
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from workbench import safefs

MAX_OUTLINE_BYTES = 1024 * 1024  # the loader's own cap
MAX_FILES = 200  # per student folder or repository
MAX_DEPTH = 3
SKIP_DIRS = {"__pycache__", "__MACOSX", ".git", ".github", ".ipynb_checkpoints", "node_modules", ".venv", "venv"}
_READ = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


class TooMany(Exception):
    pass


def kind(mode: int) -> str | None:
    """None for a regular file or folder; else what it is, in words."""
    return None if stat.S_ISDIR(mode) else safefs.kind_of(mode)


def hidden(name: str) -> bool:
    return name.startswith(".") or name in SKIP_DIRS


def listdir(folder: Path, limit: int) -> list[tuple[str, os.stat_result]]:
    """(name, lstat) of each entry, sorted by name; TooMany past `limit` entries."""
    found = []
    with os.scandir(folder) as it:
        for entry in it:
            if len(found) >= limit:
                raise TooMany()
            found.append((entry.name, entry.stat(follow_symlinks=False)))
    return sorted(found, key=lambda e: e[0])


def read_small(path: Path, limit: int = MAX_OUTLINE_BYTES) -> bytes | None:
    """The bytes of a regular file of at most `limit` bytes; None otherwise (link, FIFO, too big)."""
    try:
        fd = os.open(path, _READ)
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > limit:
            return None
        chunks, size = [], 0
        while True:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            size += len(chunk)
            if size > limit:
                return None
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError:
        return None
    finally:
        os.close(fd)


def syntax_tree(source: bytes | None) -> ast.Module | None:
    """The parsed module, or None (unreadable, not UTF-8, syntax error, absurdly nested)."""
    if source is None:
        return None
    try:
        return ast.parse(source.decode("utf-8-sig"))
    except (SyntaxError, ValueError, UnicodeDecodeError, RecursionError, MemoryError):
        return None


def defines_outline(tree: ast.Module | None) -> bool:
    """Whether the module defines the exercise's function at top level (read, not run)."""
    from workbench.grading import target

    names = target.current().functions
    return tree is not None and any(
        isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in names
        for node in tree.body)


@dataclass
class Entry:
    rel: str  # '/'-separated, relative to the walked folder
    path: Path
    size: int


@dataclass
class Walk:
    py: list[Entry]
    other: list[Entry]
    refused: list[tuple[str, str]]  # (rel, what it is)


def walk(folder: Path, *, max_files: int = MAX_FILES, max_depth: int = MAX_DEPTH) -> Walk:
    """Regular files under `folder` (hidden files and caches skipped), bounded; TooMany past
    `max_files`. Links and special files are listed in `refused`, never entered or opened."""
    result = Walk([], [], [])
    seen = 0

    def visit(path: Path, prefix: str, depth: int) -> None:
        nonlocal seen
        for name, st in listdir(path, max_files + 1):
            if hidden(name):
                continue
            seen += 1
            if seen > max_files:
                raise TooMany()
            what = kind(st.st_mode)
            rel = prefix + name
            if what is not None:
                result.refused.append((rel, what))
            elif stat.S_ISDIR(st.st_mode):
                if depth < max_depth:
                    visit(path / name, rel + "/", depth + 1)
            else:
                (result.py if name.endswith(".py") else result.other).append(Entry(rel, path / name, st.st_size))

    visit(folder, "", 0)
    return result
