"""Text normalisation and pattern matching that can always quote the learner back.

Rubric patterns are written against *normalised* text (lower case, unicode folded,
synonyms rewritten to one canonical word), but feedback must quote what the
learner actually wrote. `NormText` therefore carries, for every normalised
character, the span of original characters it came from; any match can be
mapped back to a verbatim substring of the learner's text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

# Characters folded before NFKC: NFKC would turn '²' into a bare '2' and keep the
# arrows and the multiplication sign, which patterns would then have to list.
_CHAR_MAP = {
    "×": " x ", "✕": " x ", "⋅": "*", "·": "*", "−": "-", "–": "-", "—": " - ", "‐": "-", "‑": "-",
    "→": " -> ", "⟶": " -> ", "⇒": " -> ", "←": " <- ", "≤": "<=", "≥": ">=", "≈": "~", "≠": "!=",
    "²": "^2", "³": "^3", "’": "'", "‘": "'", "“": '"', "”": '"', "…": "...", "√": "sqrt", "∞": "inf",
    "\u00a0": " ", "\u200b": "",
}

_WORD = r"[a-z0-9_]"


@lru_cache(maxsize=8192)
def rx(pattern: str) -> re.Pattern[str]:
    """Compile a rubric pattern once (the rubric loader has already validated it)."""
    return re.compile(pattern)


@lru_cache(maxsize=1024)
def _variant_rx(variant: str) -> re.Pattern[str]:
    # Whole words only: 'smem' must not rewrite the inside of 'smemory'.
    return re.compile(rf"(?<!{_WORD})(?:{variant})(?!{_WORD})")


@dataclass
class NormText:
    """Normalised text plus, per character, the original [start, end) it came from."""

    original: str
    text: str
    start: list[int]
    end: list[int]

    def quote(self, a: int, b: int) -> str:
        """The learner's verbatim text behind normalised span [a, b)."""
        if b <= a or a >= len(self.text):
            return ""
        b = min(b, len(self.text))
        return self.original[self.start[a] : self.end[b - 1]].strip()


_WS_RUN = re.compile(r"\s+")


def _fold_ascii(original: str) -> NormText:
    """_fold for pure-ASCII text (the common case), without a Python loop per character."""
    low = original.lower()
    pieces: list[str] = []
    start: list[int] = []
    end: list[int] = []
    pos = 0
    for m in _WS_RUN.finditer(low):
        a, b = m.span()
        pieces.append(low[pos:a])
        start.extend(range(pos, a))
        end.extend(range(pos + 1, a + 1))
        run = m.group()
        pieces.append("\n" if "\n" in run or "\r" in run else " ")
        start.append(a)
        end.append(b)
        pos = b
    pieces.append(low[pos:])
    start.extend(range(pos, len(low)))
    end.extend(range(pos + 1, len(low) + 1))
    return NormText(original, "".join(pieces), start, end)


def _fold(original: str) -> NormText:
    if original.isascii():
        return _fold_ascii(original)
    chars: list[str] = []
    start: list[int] = []
    end: list[int] = []
    for i, ch in enumerate(original):
        rep = _CHAR_MAP.get(ch)
        if rep is None:
            rep = unicodedata.normalize("NFKC", ch).lower()
        for c in rep:
            if c.isspace():
                c = "\n" if c in "\n\r\u2028\u2029" else " "
                # Collapse runs of white space; a newline wins because it ends a sentence.
                if chars and chars[-1] in " \n":
                    if c == "\n":
                        chars[-1] = "\n"
                    end[-1] = i + 1
                    continue
            chars.append(c)
            start.append(i)
            end.append(i + 1)
    return NormText(original, "".join(chars), start, end)


def _substitute(nt: NormText, pattern: re.Pattern[str], canonical: str) -> NormText:
    pieces: list[str] = []
    start: list[int] = []
    end: list[int] = []
    last = 0
    for m in pattern.finditer(nt.text):
        a, b = m.span()
        if a == b:
            continue
        pieces.append(nt.text[last:a])
        start.extend(nt.start[last:a])
        end.extend(nt.end[last:a])
        pieces.append(canonical)
        start.extend([nt.start[a]] * len(canonical))
        end.extend([nt.end[b - 1]] * len(canonical))
        last = b
    if last == 0:
        return nt
    pieces.append(nt.text[last:])
    start.extend(nt.start[last:])
    end.extend(nt.end[last:])
    return NormText(nt.original, "".join(pieces), start, end)


# "it's", "Q's tile", "each tile's softmax": drop the possessive/contracted 's so that a lone
# "s" is always the score matrix S and "Q's" is still Q.
_APOSTROPHE_S = re.compile(r"(?<=[a-z0-9_])'s\b")


def normalize(original: str, synonyms: list[tuple[str, list[str]]]) -> NormText:
    """Fold unicode and case, collapse white space, rewrite synonyms to canonical words."""
    nt = _substitute(_fold(original), _APOSTROPHE_S, "")
    for canonical, variants in synonyms:
        # One pass per canonical word: the variants as one alternation, longest listed
        # first, is the same rewrite as applying them in turn and ~5x cheaper.
        nt = _substitute(nt, _variants_rx(tuple(variants)), canonical)
    return nt


@lru_cache(maxsize=1024)
def _variants_rx(variants: tuple[str, ...]) -> re.Pattern[str]:
    return _variant_rx("|".join(f"(?:{v})" for v in variants))


# A sentence ends at a newline, ';', a bullet, or '.', '!', '?' followed by space/end
# (so 1.44, e.g. and exp(x).sum stay inside one sentence).
_SENTENCE_END = re.compile(r"\n|;|•|(?<!\be\.g)(?<!\bi\.e)(?<!\bvs)(?<!\betc)[.!?](?=\s|$)")


def sentences(text: str) -> list[tuple[int, int]]:
    """[start, end) spans of the sentences of normalised text, empty ones dropped."""
    spans: list[tuple[int, int]] = []
    last = 0
    for m in _SENTENCE_END.finditer(text):
        spans.append((last, m.end()))
        last = m.end()
    spans.append((last, len(text)))
    return [(a, b) for a, b in spans if text[a:b].strip(" \n;.!?•-*")]


def find(patterns: list[str], text: str, lo: int = 0, hi: int | None = None) -> list[tuple[int, int]]:
    """All non-empty match spans of any pattern inside text[lo:hi], in absolute positions."""
    hi = len(text) if hi is None else hi
    out: list[tuple[int, int]] = []
    for p in patterns:
        for m in rx(p).finditer(text, lo, hi):
            if m.end() > m.start():
                out.append(m.span())
    return sorted(set(out))


def any_match(patterns: list[str], text: str, lo: int = 0, hi: int | None = None) -> bool:
    hi = len(text) if hi is None else hi
    return any(rx(p).search(text, lo, hi) for p in patterns)


def clause_quote(nt: NormText, a: int, b: int, lo: int, hi: int, width: int = 140) -> str:
    """Quote the learner's clause around match [a, b) within sentence [lo, hi).

    The whole sentence when short, otherwise a window around the match cut at word
    boundaries, so the quote is always a verbatim substring of the learner's text.
    """
    if hi - lo > width:
        pad = max(0, (width - (b - a)) // 2)
        new_lo, new_hi = max(lo, a - pad), min(hi, b + pad)
        while new_lo > lo and nt.text[new_lo - 1] not in " ,(\n":
            new_lo -= 1
        while new_hi < hi and nt.text[new_hi] not in " ,)\n":
            new_hi += 1
        lo, hi = new_lo, new_hi
    return nt.quote(lo, hi).rstrip(";.,").strip()


_TOKEN = re.compile(r"[a-z0-9_^]+")


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def copied_fraction(entry_tokens: list[str], source_tokens: list[str], n: int = 3) -> float:
    """Share of entry tokens covered by n-grams that also occur in the source text."""
    if len(entry_tokens) < n:
        return 1.0 if entry_tokens and all(t in source_tokens for t in entry_tokens) else 0.0
    grams = {tuple(source_tokens[i : i + n]) for i in range(len(source_tokens) - n + 1)}
    covered = [False] * len(entry_tokens)
    for i in range(len(entry_tokens) - n + 1):
        if tuple(entry_tokens[i : i + n]) in grams:
            for j in range(i, i + n):
                covered[j] = True
    return sum(covered) / len(entry_tokens)
