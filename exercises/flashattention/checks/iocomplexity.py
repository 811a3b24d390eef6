"""IO complexity of attention, as a learner states it: which big-O expressions are right.

Pure, stdlib-only functions over normalised text (see workbench.rubric.matching); the fact check
`io_estimate` (checks/__init__.py) uses `wrong_io`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from workbench.claims.lazy import lazy

# --- IO complexity ---------------------------------------------------------------------------------
# O(...), Theta(...), with at most one level of brackets inside, bounded in length (linear scan).
_BIG_O = lazy(r"(?:\bo|\u03b8|\btheta|\u0398|\bomega|\bbig-?o)\s*\(((?:[^()\n]|\([^()\n]{0,20}\)){1,50})\)")
_IO_CONTEXT = lazy(r"\b(?:i/?o|io|hbm (?:accesses|access|reads|writes|traffic|bytes|transfers)|memory accesses|"
                         r"accesses|traffic|bytes (?:moved|read|written|transferred))\b")
_NOT_IO = lazy(r"\b(?:memory|footprint|storage|space|extra|additional|flops|compute|arithmetic|time|work)\s*"
                     r"(?:usage |use |is |of |grows |scales |:|=)?\s*$")


def _canon(expr: str) -> str:
    e = expr.replace("nxn", "n^2").replace("\\cdot", "").replace("\\", "")
    e = re.sub(r"[\s*.{}]", "", e)
    e = e.replace("^2", "2").replace("²", "2")
    return e


def io_class(expr: str) -> str:
    """'flash' (N^2 d^2 / M), 'standard' (N d + N^2, or N^2), 'flops' (N^2 d), 'linear' (N, N d), else 'other'."""
    e = _canon(expr)
    if "/m" in e and "n2" in e and "d2" in e:
        return "flash"
    if e in ("n2", "nd+n2", "n2+nd", "dn+n2", "n2+dn", "nd+n2d", "n2d+nd"):
        return "standard"
    if e in ("n2d", "dn2", "n2d2", "bhn2d"):
        return "flops"
    if e in ("n", "nd", "dn", "n+nd", "nd+n"):
        return "linear"
    return "other"


def io_estimates(text: str, lo: int, hi: int) -> list[tuple[str, str]]:
    """(expression, class) for every big-O expression in an IO context of text[lo:hi]."""
    if not _IO_CONTEXT.search(text, lo, hi):
        return []
    out = []
    for m in _BIG_O.finditer(text, lo, hi):
        if _NOT_IO.search(text, max(lo, m.start() - 30), m.start()):
            continue  # "extra memory O(N)" is a footprint, not an IO count
        out.append((m.group(0), io_class(m.group(1))))
    return out


@lru_cache(maxsize=512)
def wrong_io(text: str, lo: int, hi: int) -> str | None:
    """The expression of a wrong IO complexity in the claim, or None (cached per sentence: the engine
    asks once per match, and a long sentence may hold many).

    Right: FlashAttention Theta(N^2 d^2 / M) HBM accesses, standard attention Theta(N d + N^2)
    (or its N^2 term). An IO count of O(N) or O(N d), or anything else, is wrong.
    """
    found = io_estimates(text, lo, hi)
    classes = [c for _, c in found]
    if not found or "flash" in classes:
        return None
    for want in ("linear", "other"):
        if want in classes and (want == "linear" or "standard" not in classes):
            return next(e for e, c in found if c == want)
    return None
