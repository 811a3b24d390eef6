"""Flag near-duplicate outlines.

Measure: Jaccard similarity of the sets of word 5-grams ("shingles") of each outline's
entry texts, after lower-casing and keeping only letters and digits as words. Pairs with
similarity >= THRESHOLD are flagged. Outlines with fewer than MIN_WORDS words are skipped:
on a two-line answer a shared stock phrase would dominate the score.

Pure: takes texts, returns pairs. The size filter (|A|/|B| >= t is necessary for
J(A, B) >= t) keeps a 1,000-student class to well under a second.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Mapping

SHINGLE = 5
THRESHOLD = 0.8
MIN_WORDS = 20
# Only the beginning of an outline is compared: at most what grading reads (four entries of 8,000
# characters), so a crafted megabyte-long outline costs the batch no more CPU or memory than an
# honest one (a shingle set per student is then at most ~5,000 strings).
MAX_CHARS = 32_000
MEASURE = (f"Jaccard similarity of word {SHINGLE}-gram sets over the outline entry texts "
           f"(lower-cased, punctuation removed, the first {MAX_CHARS:,} characters); outlines under "
           f"{MIN_WORDS} words are not compared")
_WORD = re.compile(r"[^\W_]+")


@dataclass(frozen=True)
class Pair:
    a: str
    b: str
    similarity: float


def shingles(text: str, k: int = SHINGLE) -> frozenset[str] | None:
    words = _WORD.findall(text[:MAX_CHARS].lower())
    if len(words) < MIN_WORDS:
        return None
    # The n-grams themselves, not hashes of them: exact, and the same in every process.
    return frozenset(" ".join(words[i:i + k]) for i in range(len(words) - k + 1))


def near_duplicates(texts: Mapping[str, str], threshold: float = THRESHOLD) -> list[Pair]:
    """Pairs (a < b) whose similarity is >= threshold, sorted by similarity then ids."""
    sets = {sid: s for sid, text in texts.items() if (s := shingles(text)) is not None}
    order = sorted(sets, key=lambda sid: (len(sets[sid]), sid))
    pairs: list[Pair] = []
    for i, a in enumerate(order):
        sa = sets[a]
        for b in order[i + 1:]:
            sb = sets[b]
            if len(sa) < threshold * len(sb):
                break  # every later set is at least as large: no pair can reach the threshold
            inter = len(sa & sb)
            sim = inter / (len(sa) + len(sb) - inter)
            if sim >= threshold:
                x, y = sorted((a, b))
                pairs.append(Pair(x, y, round(sim, 3)))
    return sorted(pairs, key=lambda p: (-p.similarity, p.a, p.b))
