"""Split normalised entry text into claims: sentences, then clauses at a contrast.

Works on the normalised text of `workbench.rubric.matching` (lower case, synonyms rewritten), whose
sentence splitter it reuses. A contrast ("but", "whereas", "however", ", while", "although") starts
a new claim, because polarity and owner do not cross it: in "standard attention writes S to HBM,
whereas we keep it in SRAM" the second clause is the learner's.
"""

from __future__ import annotations

from dataclasses import dataclass

from workbench.claims.lazy import lazy

# A contrast that opens a new clause. "while" only after a comma ("loop while ..." is temporal); "but
# that / but rather / but because" corrects within one subject ("... slow not because of the
# matmuls but because it writes S"), so it opens no new claim.
_CLAUSE = lazy(r"(?:,\s*|\s)(?=(?:but(?! (?:that|rather|because|the fact))|whereas|however|although|though|yet)\b)|,\s*(?=while\b)|"
                     r"\s(?=(?:in contrast|on the other hand|by contrast)\b)")


@dataclass(frozen=True)
class Span:
    """One claim: [lo, hi) in the normalised text, and the index of its sentence."""

    lo: int
    hi: int
    sentence: int


def clauses(text: str, sentences: list[tuple[int, int]]) -> list[Span]:
    """The claims of `text`, given its sentence spans; linear in the text."""
    out: list[Span] = []
    for index, (lo, hi) in enumerate(sentences):
        start = lo
        for m in _CLAUSE.finditer(text, lo, hi):
            cut = m.end()
            if text[start:m.start()].strip(" ,;"):
                out.append(Span(start, m.start(), index))
                start = cut
        if text[start:hi].strip(" ,;.\n"):
            out.append(Span(start, hi, index))
    return out


def claim_at(spans: list[Span], pos: int) -> Span | None:
    """The claim containing position `pos` (spans are sorted and disjoint)."""
    lo, hi = 0, len(spans)
    while lo < hi:
        mid = (lo + hi) // 2
        s = spans[mid]
        if pos < s.lo:
            hi = mid
        elif pos >= s.hi:
            lo = mid + 1
        else:
            return s
    return None
