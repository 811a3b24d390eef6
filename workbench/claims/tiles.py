"""A tile configuration read from text: BLOCK_M, BLOCK_N, head dim, dtype, pipeline stages.

Pure and torch-free. Each number is bound to the dimension it describes: "BLOCK_M = 128", "Br = 64",
"Q tiles of 128 rows", and a pair such as "tiles of 128x64" read as BLOCK_M x BLOCK_N — unless the
pair is qualified: a K/V tile "32x256" at d = 256 is 32 rows of the head dim, so BLOCK_N = 32 (and a
Q tile "64x128" at d = 128 gives BLOCK_M = 64). An exercise may add what a tile costs (e.g. its
shared-memory footprint, in its own code).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from workbench.claims.lazy import lazy

_NUM = r"(\d{1,5})"
_SEP = r"\s*(?:=|:|is|of|to|:=|->)?\s*"
# Each pattern captures one number; the first group is the value.
# A size given as the result of a formula: "Bc = M/(4d) = 768", "Bc = M/4/d = 196608/4/64 = 768",
# "Br = min(768, d) = 64" (the value after the last "=" of a short chain on one line, not itself an operand).
_CHAIN = (r"(?:\s*=\s*(?:(?!\bB_?[rc]\b|\bBLOCK_|\.\s)[^=\n;。，；]){1,30}?){1,3}?\s*=\s*(\d{1,5})"
          r"(?![\d.]|\s*[/*^+×-])")  # each step an expression: no other tile name, no sentence end
# "blocks of 256 rows for Q and 256 rows for K and V", in the languages learners write it ("256 lignes pour Q",
# "64 filas de Q", "128 строк Q"): a count of rows bound to the tensor named after it (issue 8, ninth round)
_ROWS = r"(?:rows|lignes|filas|linhas|righe|zeilen|строк\w*)"
_FOR = r"(?:(?:for|of|pour|de|para|per|für|von|для)\s+)?(?:the |la |les |el |los |as |os |le |die |des |del |di |da )?"
_BLOCK_M = [rf"\bBLOCK_?M{_SEP}{_NUM}", rf"\bB_?Q{_SEP}{_NUM}", rf"\b{_NUM} (?:query|q) rows\b",
            rf"\b{_NUM} {_ROWS} {_FOR}(?:q|query|queries|requêtes|consultas)\b",
            rf"\bB_?r{_SEP}{_NUM}", rf"\bB_?r{_CHAIN}", rf"\bblock_?m{_SEP}{_NUM}",
            rf"\b(?:query|q|row)[ _-]?(?:block|tile)(?:[ _-]?size)?{_SEP}{_NUM}",
            rf"\b(?:block|tile)_?(?:q|query)(?:_?size)?\b{_SEP}{_NUM}",  # block_q = 128 (Pallas, tokamax)
            rf"\b(?:query|q) (?:tiles?|blocks?) of {_NUM} (?:rows|queries|tokens)\b",
            rf"\b{_NUM}[ -](?:row|query|token) (?:q|query) (?:tiles?|blocks?)\b"]
_BLOCK_N = [rf"\bBLOCK_?N{_SEP}{_NUM}", rf"\b{_NUM} (?:key|kv|k/v) rows\b",
            rf"\b{_NUM} {_ROWS} {_FOR}(?:k|kv|k/v|keys?|clés|claves|chaves)\b",
            rf"\bB_?c{_SEP}{_NUM}", rf"\bB_?c{_CHAIN}", rf"\bblock_?n{_SEP}{_NUM}",
            rf"\b(?:key|kv|k/v|k|column|col)[ _-]?(?:block|tile)(?:[ _-]?size)?{_SEP}{_NUM}",
            rf"\b(?:block|tile)_?(?:k|kv|key)(?:_?size)?\b{_SEP}{_NUM}",  # block_k = 128, block_kv = 64
            rf"\b(?:key|kv|k/v|k and v) (?:tiles?|blocks?) of {_NUM} (?:rows|keys|tokens)\b",
            rf"\b{_NUM}[ -](?:row|key|token) (?:kv|k/v|key|k and v) (?:tiles?|blocks?)\b"]
_PAIR = lazy(rf"(?:\b(q|query|queries|k/v|kv|k and v|keys? and values?|key|value|k|v)\s+)?"
                   rf"\b(?:tiles?|blocks?|block[ _-]?sizes?|tile[ _-]?sizes?)\s*(?:of|=|:|is|are)?\s*(?:size\s*)?"
                   rf"{_NUM}\s*(?:x|×|\*|by)\s*{_NUM}", re.IGNORECASE)
_HEAD_DIM = [rf"\bhead[ _-]?dim(?:ension)?{_SEP}{_NUM}", rf"\bHEAD_DIM{_SEP}{_NUM}", rf"(?<![\w/])d\s*=\s*{_NUM}",
             rf"\bd_?head{_SEP}{_NUM}", rf"\bd_?k{_SEP}{_NUM}"]
_STAGE_NUM = r"(\d{1,2})(?![\d.]|\s*(?:kb|kib|mb|mib|bytes|b)\b)"  # "2 stages = 160 KB": 160 is not a stage count
_STAGES = [rf"\bnum_?stages{_SEP}{_STAGE_NUM}", rf"\b{_NUM}[ -](?:stages?|étages?|etapas?|estágios?|stadi|stufen)\b",
           rf"\bstages{_SEP}{_STAGE_NUM}",
           rf"\b(\d{{1,2}})\s+(?:k/v|kv|k and v|lds|smem|shared[- ]memory|sram) stages\b",
           rf"\b{_NUM}\s+(?:pipeline|pipelining|software[ -]pipeline|buffer|buffering)\s+stages?\b",
           rf"\b{_NUM}[ -](?:stage|deep)\s+pipelin"]
_DTYPES = [(r"\b(?:fp|float)\s?16\b|\bhalf[ -]precision\b|\bhalf\b", "fp16"), (r"\bbf\s?16\b|\bbfloat\s?16\b", "bf16"),
           (r"\b(?:fp|float)\s?32\b|\bsingle[ -]precision\b", "fp32"), (r"\b(?:fp|float)\s?8\b|\be4m3\b", "fp8")]
_WHITESPACE = lazy(r"\s+")
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "double": 2, "triple": 3}
_BOTH = lazy(rf"\b(?:BLOCK_?M|B_?r)\s*=\s*(?:BLOCK_?N|B_?c)\s*=\s*{_NUM}", re.IGNORECASE)


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


def _pairs(text: str, head_dim: int | None, bm: int | None, bn: int | None) -> tuple[int | None, int | None, str | None]:
    """Fill BLOCK_M / BLOCK_N from "tiles of AxB" pairs, binding each number to its dimension."""
    quote = None
    for m in _PAIR.finditer(text):
        qual = (m.group(1) or "").lower()
        a, b = int(m.group(2)), int(m.group(3))
        rows = None
        if qual and head_dim is not None and head_dim in (a, b):
            rows = a if b == head_dim else b  # "K/V tile 32x256" at d = 256: 32 rows of d
        if qual and qual[0] in "kv":
            if bn is None and rows is not None:
                bn, quote = rows, m.group(0).strip()
            continue  # a K/V pair never gives BLOCK_M
        if qual and qual[0] == "q":
            if bm is None:
                bm, quote = (rows if rows is not None else a), m.group(0).strip()
            continue
        if bm is None and bn is None:
            bm, bn, quote = a, b, m.group(0).strip()
        break
    return bm, bn, quote


def extract(text: str) -> TileClaim:
    """Pull BLOCK_M/BLOCK_N (or B_r/B_c, or 'tiles of 128x64'), head dim, dtype and stages out of text."""
    # One space for every run of white space: `_SEP` has two `\s*` in a row, which would split a
    # long run every possible way (quadratic time on "BLOCK_M" followed by 20,000 spaces).
    text = _WHITESPACE.sub(" ", text)
    claim = TileClaim()
    bm, qm = _first(_BLOCK_M, text)
    bn, qn = _first(_BLOCK_N, text)
    both = _BOTH.search(text)
    if both:  # "BLOCK_M = BLOCK_N = 128"
        bm = bn = int(both.group(1))
        qm = qn = both.group(0)
    claim.head_dim, qd = _first(_HEAD_DIM, text)
    if bm is None or bn is None:
        bm2, bn2, qp = _pairs(text, claim.head_dim, bm, bn)
        if qp:
            qm = qm if bm is not None else qp
            qn = qn if bn is not None else qp
        bm, bn = bm2, bn2
    claim.block_m, claim.block_n = bm, bn
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
