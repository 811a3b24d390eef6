"""Numeric facts a claim can be checked against: GPU shared memory.

Pure data and small functions over normalised text (see workbench.rubric.matching). Facts of one
exercise (an IO complexity) are that exercise's own (its checks module).
"""

from __future__ import annotations

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
    # CDNA 4's LDS is 160 KiB per CU; Apple GPUs give a threadgroup 32 KiB (Metal's maxThreadgroupMemoryLength)
    "mi350x": (160 * KIB, 160 * KIB), "mi355x": (160 * KIB, 160 * KIB),
    "rtx 3080": (99 * KIB, 100 * KIB),
    "apple m1": (32 * KIB, 32 * KIB), "apple m2": (32 * KIB, 32 * KIB), "apple m3": (32 * KIB, 32 * KIB),
    "apple m4": (32 * KIB, 32 * KIB),
}
GPU = lazy(r"\b(a100|a800|h100|h800|h200|gb200|b200|rtx ?40[89]0|l40s?|l4|ada|rtx ?3090|a10g?|a40|v100|t4|"
                 r"mi250x?|mi300x?|mi35[05]x|rtx ?3080|apple ?m[1-4]|"
                 # an Apple chip named without "Apple": "on an M2", "the M3", "M2 Max" (not the SRAM size M or m_2)
                 r"(?<=on an )m[1-4]|(?<=on the )m[1-4]|(?<=the )m[1-4]|m[1-4](?= (?:pro|max|ultra)\b))\b")
_SMEM_BYTES = lazy(r"\b(\d{2,4}(?:\.\d+)?)\s*(kb|kib|k)\b")
_SMEM_WORD = lazy(r"\b(?:sram|l1|per sm|per block|per thread block|per cta|carve-?out)\b")


def gpu_name(text: str, lo: int = 0, hi: int | None = None) -> str | None:
    """The one GPU named in text[lo:hi] (normalised), or None if none or several."""
    names = {m.group(1).replace(" ", "") for m in GPU.finditer(text, lo, len(text) if hi is None else hi)}
    names = {n.replace("rtx", "rtx ").replace("applem", "apple m") for n in names}
    names = {"apple " + n if n[:1] == "m" and n[1:].isdigit() else n for n in names}
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
