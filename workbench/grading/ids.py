"""Student ids and displayed names, derived safely from arbitrary file names.

A file or folder name in SUBMISSIONS is whatever bytes the learner (or their LMS export)
chose: it may not be UTF-8, may hold newlines, escape sequences, bidi overrides, `%`, start
with `-`, or be 255 bytes long. Python hands such a name over as `str` with undecodable bytes
as lone surrogates (os.fsdecode, surrogateescape). From it:

- `student_id(name)` is the id used for output paths (OUT/students/<id>/), summary rows and
  `--only`: one printable path component. Every character that is not safe is written as
  `%XX` (its UTF-8 bytes, or the original byte for an undecodable one); `%` itself is escaped,
  so two different names never get the same id. A leading `-` or `.` is escaped too (an id is
  never an option or a hidden/`..` folder). Ids longer than 96 characters (or 200 UTF-8 bytes) are cut and end in
  `~` + 10 hex digits of a hash of the whole name, still unique.
- `display(text)` is any name or path as shown to people: printable text kept, undecodable
  bytes as `\\xNN`, controls and invisible characters as `\\n`, `\\x1b`, `\\u202e`.

Pure functions; tests/test_adversarial_batch.py feeds them hostile names.
"""

from __future__ import annotations

import hashlib
import unicodedata

MAX_ID = 96
MAX_ID_BYTES = 200  # a folder name may have at most 255 bytes
# Unicode categories never kept as they are: controls, format characters (bidi overrides,
# zero-width), surrogates (undecodable bytes), private use, unassigned, line/paragraph separators.
_BAD_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
_BAD_CHARS = set("/\\%")


def _raw_bytes(ch: str) -> bytes:
    try:
        return ch.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a surrogate that did not come from an undecodable byte
        return ch.encode("utf-8", "surrogatepass")


def _unsafe(ch: str) -> bool:
    if ch in _BAD_CHARS:
        return True
    category = unicodedata.category(ch)
    if category in _BAD_CATEGORIES:
        return True
    return category == "Zs" and ch != " "  # no-break and other odd spaces look like a space


def student_id(name: str) -> str:
    """A unique, printable, single-component id for the file or folder name `name`."""
    out = []
    for k, ch in enumerate(name):
        if _unsafe(ch) or (k == 0 and ch in "-. ") or (k == len(name) - 1 and ch in " ."):
            out.append("".join(f"%{b:02X}" for b in _raw_bytes(ch)))
        else:
            out.append(ch)
    sid = "".join(out) or "%00"  # an empty stem (a file named `.py` is hidden anyway)
    if len(sid) > MAX_ID or len(sid.encode("utf-8")) > MAX_ID_BYTES:
        digest = hashlib.sha256(_raw(name)).hexdigest()[:10]
        cut = sid[:MAX_ID - 11]
        while len(cut.encode("utf-8")) > MAX_ID_BYTES - 11:
            cut = cut[:-1]
        cut = cut[:cut.rfind("%")] if "%" in cut[-2:] else cut  # never half an escape
        sid = f"{cut}~{digest}"
    return sid


def _raw(name: str) -> bytes:
    return b"".join(_raw_bytes(ch) for ch in name)


def display(text: str) -> str:
    """`text` (a name or a path) with everything unprintable shown as an escape, for messages."""
    out = []
    for ch in text:
        if ch == "/" or not _unsafe(ch) or ch in "\\%":
            out.append(ch)
        elif 0xDC80 <= ord(ch) <= 0xDCFF:  # an undecodable byte, as os.fsdecode hands it over
            out.append(f"\\x{ord(ch) - 0xDC00:02x}")
        else:
            out.append(ch.encode("unicode_escape").decode("ascii"))
    return "".join(out)
