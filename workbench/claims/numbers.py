"""Numbers in a claim, each bound to the dimension it describes.

Works on normalised text (lower case; "x" for the multiplication sign). A number is a design
decision only when it is bound to a design dimension (BLOCK_M/Br, BLOCK_N/Bc, head dim, N, stages,
warps, bytes of a tile or of traffic); a speed-up ("2-4x faster"), a bandwidth ("3.35 TB/s") or a
hardware size ("HBM: 80 GB", "192 KB of SRAM per SM") is background, not a decision.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from workbench.claims.facts import GPU
from workbench.claims.lazy import lazy

_N = r"(\d+(?:\.\d+)?)"
_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("speedup", lazy(rf"\b{_N}\s*(?:-|to|–)?\s*(?:\d+(?:\.\d+)?)?\s*x\s+(?:faster|slower|speed-?ups?|"
                           rf"quicker|less|more|fewer|higher|lower|better|smaller|larger|the (?:speed|throughput))\b|"
                           rf"\b{_N}\s*(?:-|to)?\s*(?:\d+(?:\.\d+)?)?\s*(?:x|%)\s+(?:end-to-end |wall-?clock |overall )?"
                           rf"(?:speed-?ups?|faster|slower|improvement|gains?)\b|\bspeed-?ups? of (?:up to |about |~)?{_N}|"
                           rf"\b{_N}\s*(?:-|to)?\s*(?:\d+(?:\.\d+)?)?\s*x (?:memory )?(?:reduction|savings?|less memory|"
                           rf"lower memory)\b|\b(?:reduc\w*|cut|lower\w*|decreas\w*|dropp?\w*|shrink\w*|fall\w*|sav\w*) "
                           rf"(?:\w+ )?by (?:up to |about |around |roughly |~)?{_N}\s*(?:x|%|times)(?!\w)|"
                           rf"\b{_N}\s*(?:-|to)?\s*(?:\d+(?:\.\d+)?)?\s*% (?:of (?:the )?(?:theoretical )?"
                           rf"(?:peak|max\w*)|utili[sz]ation|mfu)")),
    # a citation's year, "(Milakov and Gimelshein 2018)"
    ("year", lazy(r"\([^()\n]{0,60}?\b((?:19|20)\d\d)[a-z]?\)|\bet al\.?,? ((?:19|20)\d\d)\b")),
    ("bandwidth", lazy(rf"\b{_N}\s*(?:tb|gb|mb|kb)\s*/\s*s(?:ec)?\b|\b{_N}\s*(?:tb|gb)ps\b|\b{_N}\s*t?flop/?s\b")),
    ("block_m", lazy(rf"\b(?:block_?m|b_?r|bm|block_?q)\s*(?:=|:|is|of)?\s*{_N}")),
    ("block_n", lazy(rf"\b(?:block_?n|b_?c|bn|block_?kv?)\s*(?:=|:|is|of)?\s*{_N}")),
    ("head_dim", lazy(rf"\b(?:head[_ ]?dim\w*|d_?head|d_?k|d)\s*(?:=|:|is|of)\s*{_N}")),
    ("seq_len", lazy(rf"\b(?:n|seq_?len\w*|sequence length|context(?: length)?)\s*(?:=|:|is|of|<=|>=|<|>)\s*{_N}\s*k?\b")),
    ("stages", lazy(rf"\b(?:num_?stages)\s*(?:=|:)?\s*{_N}|\b{_N}[ -](?:pipeline )?stages?\b")),
    ("warps", lazy(rf"\b(?:num_?warps)\s*(?:=|:)?\s*{_N}|\b{_N}\s+warps?\b")),
    ("bytes", lazy(rf"\b{_N}\s*(kb|kib|mb|mib|gb|gib|bytes|b)\b(?!\s*/)")),
]
# A size of the hardware itself: "HBM (80 GB)", "SRAM is 192 KB per SM", "the H100 has 50 MB of L2".
_HW_BEFORE = lazy(r"\b(?:hbm|sram|l1|l2|cache|registers|gpu|device|card|memory)\b\s*(?:\(|:|=|is|are|has|have|"
                        r"of|with|offers?|provides?|totals?|capacity(?: of)?|size(?: of)?)?\s*(?:about |around |~|only |just |roughly )?$")
_HW_AFTER = lazy(r"^\s*(?:of |in )?(?:on-?chip |total )?(?:hbm|sram|l1|l2|cache|registers|memory|vram)?\b\s*"
                       r"(?:per (?:sm|gpu|device|card|core))\b")
# "40-80 GB of high bandwidth memory", "192 KB of SRAM": a hardware size when the sentence says what
# the hardware has ("the A100 has ...", "with ..."), not what a tile needs.
_OF_MEMORY = lazy(r"^\s*of (?:[\w-]+ ){0,3}?(?:hbm|sram|memory|l1|l2|cache|registers|vram)\b")
_HAS = lazy(r"\b(?:has|have|had|with|offers?|provides?|comes? with|features?|gives?)\b")
_NEEDS = lazy(r"\b(?:needs?|uses?|using|takes?|requires?|occup\w*|tiles?|fits?|budget|consum\w*|allocat\w*)\b")
# A sentence about data (tensors, traffic) rather than about the hardware.
_DESIGN_WORDS = lazy(r"(?<!/)\b(?:q|kv|k|v|o|s|p|scores|probs|lse|tiles?|blocks?|matri(?:x|ces)|nxn|traffic|reads?|writes?|"
                           r"written|moved|transferred|accesses|per head|per token|elements|activations|outputs?|block_?[mn]|b_?[rc]|"
                           r"stages?|needs?|needed|takes?|footprint)\b")


@dataclass(frozen=True)
class Number:
    dim: str        # block_m, block_n, head_dim, seq_len, stages, warps, bytes, hw_bytes, speedup, bandwidth, gpu
    value: str      # as written (normalised)
    span: tuple[int, int]


@lru_cache(maxsize=512)
def _numbers(text: str, lo: int, hi: int, sentence: tuple[int, int] | None = None) -> tuple[Number, ...]:
    return tuple(_scan(text, lo, hi, sentence))


def numbers(text: str, lo: int, hi: int, sentence: tuple[int, int] | None = None) -> list[Number]:
    """Every number in text[lo:hi] with its dimension (cached: the engine asks once per match)."""
    return list(_numbers(text, lo, hi, sentence))


def _scan(text: str, lo: int, hi: int, sentence: tuple[int, int] | None = None) -> list[Number]:
    """Every number in text[lo:hi] with its dimension (one dimension per position; first rule wins).

    `sentence` (default [lo, hi)) is the context that decides whether a size is the hardware's.
    """
    sentence = sentence or (lo, hi)
    out: list[Number] = []
    taken: list[tuple[int, int]] = []
    for dim, rx_ in _RULES:
        for m in rx_.finditer(text, lo, hi):
            g = next((i for i in range(1, (m.lastindex or 0) + 1) if m.group(i)), None)
            if g is None:
                continue
            a, b = m.span(g)
            if any(x < b and a < y for x, y in taken):
                continue
            d = dim
            if dim == "bytes":
                before = text[max(lo, a - 40):a]
                after = text[m.end():m.end() + 40]
                if _HW_BEFORE.search(before) or _HW_AFTER.match(after) or \
                        (_OF_MEMORY.match(after) and _HAS.search(before) and not _NEEDS.search(before)) or \
                        not _DESIGN_WORDS.search(text, sentence[0], sentence[1]):
                    d = "hw_bytes"
            taken.append(m.span())
            shown = m.group(0).strip(" ,;") if d in ("bytes", "hw_bytes", "bandwidth", "speedup") else m.group(g)
            out.append(Number(d, shown, m.span()))
    for m in GPU.finditer(text, lo, hi):
        out.append(Number("gpu", m.group(1), m.span()))
    return sorted(out, key=lambda n: n.span)


def background_spans(text: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """Spans of numbers that state no design decision: speed-ups, bandwidths, hardware sizes."""
    return [n.span for n in numbers(text, lo, hi) if n.dim in ("speedup", "bandwidth", "hw_bytes", "year")]


def design_numbers(text: str, lo: int, hi: int) -> list[Number]:
    return [n for n in numbers(text, lo, hi) if n.dim not in ("speedup", "bandwidth", "hw_bytes", "gpu", "year")]
