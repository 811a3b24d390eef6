"""Numeric facts a claim can be checked against: GPU shared memory, IO complexity.

Pure data and small functions over normalised text (see workbench.rubric.matching).
"""

from __future__ import annotations

import re
from functools import lru_cache

from workbench.claims.lazy import lazy

KIB = 1024
# Shared memory one thread block may use (opt-in maximum) and the SM's total (configurable carve-out),
# in bytes. A learner may quote either; a tile must fit the per-block number.
GPU_SMEM: dict[str, tuple[int, int]] = {
    "a100": (163 * KIB, 164 * KIB), "a800": (163 * KIB, 164 * KIB),
    "h100": (227 * KIB, 228 * KIB), "h800": (227 * KIB, 228 * KIB), "h200": (227 * KIB, 228 * KIB),
    "b200": (227 * KIB, 228 * KIB), "gb200": (227 * KIB, 228 * KIB),
    "rtx 4090": (99 * KIB, 100 * KIB), "rtx 4080": (99 * KIB, 100 * KIB), "l4": (99 * KIB, 100 * KIB),
    "l40": (99 * KIB, 100 * KIB), "l40s": (99 * KIB, 100 * KIB), "ada": (99 * KIB, 100 * KIB),
    "rtx 3090": (99 * KIB, 100 * KIB), "a10": (99 * KIB, 100 * KIB), "a10g": (99 * KIB, 100 * KIB),
    "a40": (99 * KIB, 100 * KIB),
    "v100": (96 * KIB, 96 * KIB), "t4": (64 * KIB, 64 * KIB),
    "mi250": (64 * KIB, 64 * KIB), "mi250x": (64 * KIB, 64 * KIB), "mi300": (64 * KIB, 64 * KIB),
    "mi300x": (64 * KIB, 64 * KIB),
}
GPU = lazy(r"\b(a100|a800|h100|h800|h200|gb200|b200|rtx ?40[89]0|l40s?|l4|ada|rtx ?3090|a10g?|a40|v100|t4|"
                 r"mi250x?|mi300x?)\b")
_SMEM_BYTES = lazy(r"\b(\d{2,4}(?:\.\d+)?)\s*(kb|kib|k)\b")
_SMEM_WORD = lazy(r"\b(?:sram|l1|per sm|per block|per thread block|per cta|carve-?out)\b")


def gpu_name(text: str, lo: int = 0, hi: int | None = None) -> str | None:
    """The one GPU named in text[lo:hi] (normalised), or None if none or several."""
    names = {m.group(1).replace(" ", "") for m in GPU.finditer(text, lo, len(text) if hi is None else hi)}
    names = {n.replace("rtx", "rtx ") for n in names}
    return names.pop() if len(names) == 1 else None


def smem_limit(gpu: str | None) -> int | None:
    return GPU_SMEM[gpu][0] if gpu in GPU_SMEM else None


@lru_cache(maxsize=512)
def wrong_smem_size(text: str, lo: int, hi: int) -> str | None:
    """A shared-memory size stated for the GPU named in the claim that is not that GPU's; else None."""
    gpu = gpu_name(text, lo, hi)
    if gpu is None or not _SMEM_WORD.search(text, lo, hi):
        return None
    per_block, per_sm = GPU_SMEM[gpu]
    for m in _SMEM_BYTES.finditer(text, lo, hi):
        kib = float(m.group(1))
        if not (0.9 * per_block / KIB <= kib <= 1.1 * per_sm / KIB):
            return (f"{m.group(0)} of shared memory for the {gpu.upper()} (it has {per_block // KIB} KiB per "
                    f"thread block, {per_sm // KIB} KiB per SM)")
    return None


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
