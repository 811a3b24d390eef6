"""Student ids from export fields (an SID, a username, a file-name part): one safe path component.

The id names the folder OUT/students/<id>/ and a summary row, so it must be a single
printable component whatever the export holds ("../x", "a/b", control characters, 300
characters). Characters outside a conservative set are written as `%XX` (UTF-8 bytes), so
two different inputs never get the same id; a leading `.` or `-` is escaped too.
"""

from __future__ import annotations

import hashlib
import re

MAX_ID = 96
_SAFE = re.compile(r"[A-Za-z0-9_@+=~,. -]")


def safe_id(text: str) -> str:
    out = []
    for k, ch in enumerate(text):
        keep = (_SAFE.fullmatch(ch) or (ch.isalnum() and ch.isprintable())) and not (
            k == 0 and ch in ".- ") and not (k == len(text) - 1 and ch in ". ")
        out.append(ch if keep else "".join(f"%{b:02X}" for b in ch.encode("utf-8", "surrogatepass")))
    sid = "".join(out) or "%00"
    if len(sid) > MAX_ID:
        digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:10]
        cut = sid[:MAX_ID - 11]
        if "%" in cut[-2:]:
            cut = cut[:cut.rfind("%")]
        sid = f"{cut}~{digest}"
    return sid
