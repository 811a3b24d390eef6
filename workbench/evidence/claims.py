"""Numbers in a learner's text: tile sizes, head dim, dtype, pipeline stages.

Pure and torch-free: `check` uses it to test a claimed tile against the shared
memory of the device in the evidence file, and `workbench evidence --outline`
uses it to run the kernel at the learner's own tile sizes.

The footprint formula mirrors `reference_kernels.flash_attention.smem_bytes`
(a test keeps the two equal): the Q tile stays resident, and every pipeline stage
holds one K tile and one V tile, all in the input dtype. The score tile S and the
probabilities P of a FlashAttention-2 style kernel live in registers, so they are
reported separately (`score_tile_bytes`) but not added to the shared-memory total.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from workbench.evidence.iomodel import DTYPE_BYTES

_NUM = r"(\d{1,5})"
_SEP = r"\s*(?:=|:|is|of|to|:=|->)?\s*"
# Each pattern captures one number; the first group is the value.
_BLOCK_M = [rf"\bBLOCK_?M{_SEP}{_NUM}", rf"\bB_?r{_SEP}{_NUM}", rf"\bblock_?m{_SEP}{_NUM}",
            rf"\b(?:query|q|row)[ -]?(?:block|tile)(?:[ _-]?size)?{_SEP}{_NUM}"]
_BLOCK_N = [rf"\bBLOCK_?N{_SEP}{_NUM}", rf"\bB_?c{_SEP}{_NUM}", rf"\bblock_?n{_SEP}{_NUM}",
            rf"\b(?:key|kv|k/v|column|col)[ -]?(?:block|tile)(?:[ _-]?size)?{_SEP}{_NUM}"]
_PAIR = [rf"\b(?:tiles?|blocks?|block[ _-]?sizes?|tile[ _-]?sizes?)\s*(?:of|=|:|is|are)?\s*(?:size\s*)?{_NUM}\s*(?:x|×|\*|by)\s*{_NUM}"]
_HEAD_DIM = [rf"\bhead[ _-]?dim(?:ension)?{_SEP}{_NUM}", rf"\bHEAD_DIM{_SEP}{_NUM}", rf"(?<![\w/])d\s*=\s*{_NUM}",
             rf"\bd_?head{_SEP}{_NUM}", rf"\bd_?k{_SEP}{_NUM}"]
_STAGES = [rf"\bnum_?stages{_SEP}{_NUM}", rf"\b{_NUM}[ -]stages?\b", rf"\bstages{_SEP}{_NUM}",
           rf"\b{_NUM}\s+(?:pipeline|pipelining|software[ -]pipeline|buffer|buffering)\s+stages?\b",
           rf"\b{_NUM}[ -](?:stage|deep)\s+pipelin"]
_DTYPES = [(r"\b(?:fp|float)\s?16\b|\bhalf[ -]precision\b|\bhalf\b", "fp16"), (r"\bbf\s?16\b|\bbfloat\s?16\b", "bf16"),
           (r"\b(?:fp|float)\s?32\b|\bsingle[ -]precision\b", "fp32"), (r"\b(?:fp|float)\s?8\b|\be4m3\b", "fp8")]
_WHITESPACE = re.compile(r"\s+")
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "double": 2, "triple": 3}


@dataclass
class TileClaim:
    """A tile configuration read from text; None where the text does not say."""

    block_m: int | None = None
    block_n: int | None = None
    head_dim: int | None = None
    dtype: str | None = None
    num_stages: int | None = None
    quotes: list[str] = field(default_factory=list)  # the learner's phrases each number came from

    @property
    def has_tile(self) -> bool:
        return self.block_m is not None and self.block_n is not None


def _first(patterns: list[str], text: str) -> tuple[int | None, str | None]:
    best: tuple[int, int, str] | None = None
    for p in patterns:
        m = re.search(p, text, flags=re.IGNORECASE)
        if m and (best is None or m.start() < best[0]):
            best = (m.start(), int(m.group(1)), m.group(0))
    return (best[1], best[2].strip()) if best else (None, None)


def extract(text: str) -> TileClaim:
    """Pull BLOCK_M/BLOCK_N (or B_r/B_c, or 'tiles of 128x64'), head dim, dtype and stages out of text."""
    # One space for every run of white space: `_SEP` has two `\s*` in a row, which would split a
    # long run every possible way (quadratic time on "BLOCK_M" followed by 20,000 spaces).
    text = _WHITESPACE.sub(" ", text)
    claim = TileClaim()
    bm, qm = _first(_BLOCK_M, text)
    bn, qn = _first(_BLOCK_N, text)
    both = re.search(rf"\b(?:BLOCK_?M|B_?r)\s*=\s*(?:BLOCK_?N|B_?c)\s*=\s*{_NUM}", text, flags=re.IGNORECASE)
    if both:  # "BLOCK_M = BLOCK_N = 128"
        bm = bn = int(both.group(1))
        qm = qn = both.group(0)
    if bm is None or bn is None:
        for p in _PAIR:
            m = re.search(p, text, flags=re.IGNORECASE)
            if m:
                bm = bm if bm is not None else int(m.group(1))
                bn = bn if bn is not None else int(m.group(2))
                qm = qn = m.group(0).strip()
                break
    claim.block_m, claim.block_n = bm, bn
    claim.head_dim, qd = _first(_HEAD_DIM, text)
    claim.num_stages, qs = _first(_STAGES, text)
    if claim.num_stages is None:
        m = re.search(r"\b(two|three|four|five|double|triple)[ -](?:stages?|buffer|buffered|buffering)\b", text, re.I)
        if m:
            claim.num_stages, qs = _WORDS[m.group(1).lower()], m.group(0)
    for pattern, name in _DTYPES:
        m = re.search(pattern, text, flags=re.IGNORECASE)
        if m:
            claim.dtype = name
            claim.quotes.append(m.group(0))
            break
    claim.quotes = list(dict.fromkeys([q for q in (qm, qn, qd, qs) if q] + claim.quotes))
    return claim


def footprint(block_m: int, block_n: int, head_dim: int, num_stages: int = 2, dtype: str = "fp16") -> dict:
    """Shared-memory bytes of a tile configuration, with its parts (see the module docstring)."""
    e = DTYPE_BYTES.get(dtype, 2)
    q = block_m * head_dim * e
    kv = num_stages * 2 * block_n * head_dim * e
    return {"q_tile_bytes": q, "kv_tiles_bytes": kv, "shared_bytes": q + kv,
            "score_tile_bytes": block_m * block_n * 4, "dtype_bytes": e}


def check_tile(claim: TileClaim, smem_limit: int | None, device: str) -> list[str]:
    """Citable lines about a claimed tile: its footprint, and a flag when it cannot fit the device."""
    if not claim.has_tile:
        return []
    assumed = []
    d = claim.head_dim
    if d is None:
        d = 64
        assumed.append("head dim 64")
    dtype = claim.dtype or "fp16"
    if claim.dtype is None:
        assumed.append("fp16")
    stages = claim.num_stages
    if stages is None:
        stages = 2
        assumed.append("2 pipeline stages")
    fp = footprint(claim.block_m, claim.block_n, d, stages, dtype)  # type: ignore[arg-type]
    desc = (f"BLOCK_M={claim.block_m}, BLOCK_N={claim.block_n}, d={d}, {dtype}, {stages} stages"
            + (f" (assumed {', '.join(assumed)})" if assumed else ""))
    need = fp["shared_bytes"]
    parts = (f"Q tile {fp['q_tile_bytes']:,} B + {stages} x (K+V tiles) {fp['kv_tiles_bytes']:,} B")
    if smem_limit is None:
        return [f"Your tile ({desc}) needs {need:,} bytes of shared memory ({parts})."]
    if need > smem_limit:
        return [f"FLAG: your tile ({desc}) needs {need:,} bytes of shared memory ({parts}), more than the "
                f"{smem_limit:,} bytes per block that {device} allows: it cannot fit; halve BLOCK_N or use fewer stages."]
    return [f"Your tile ({desc}) needs {need:,} bytes of shared memory ({parts}), within the {smem_limit:,} bytes "
            f"per block of {device} ({100 * need / smem_limit:.0f}%)."]
