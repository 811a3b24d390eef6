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
from typing import Callable

from workbench.rubric import budget
from workbench.rubric.prefilter import may_match

# Characters folded before NFKC: NFKC would turn '²' into a bare '2' and keep the
# arrows and the multiplication sign, which patterns would then have to list.
_CHAR_MAP = {
    "×": " x ", "✕": " x ", "⋅": "*", "·": "*", "−": "-", "–": "-", "—": " - ", "‐": "-", "‑": "-",
    "→": " -> ", "⟶": " -> ", "⇒": " -> ", "←": " <- ", "≤": "<=", "≥": ">=", "≈": "~", "≠": "!=",
    "²": "^2", "³": "^3", "’": "'", "‘": "'", "“": '"', "”": '"', "…": "...", "√": "sqrt", "∞": "inf",
    "\u00a0": " ", "\u200b": "",
}

_WORD = r"[a-z0-9_]"

# Bounds that make matching linear in the text length by construction (docs/grading-standard.md,
# "How matching works"). The normalised text of an entry is cut at MAX_NORMALISED_CHARS, whatever
# NFKC or a synonym expands to (U+FDFA alone becomes 18 characters); a "sentence" longer than
# MAX_SENTENCE_CHARS is cut into windows of at most that length, and `find`/`any_match` never run a
# pattern on more than 2 x MAX_SENTENCE_CHARS characters at once. The longest sentence of every
# corpus and example outline is 508 characters (an entry: 809), so real writing is never cut.
MAX_NORMALISED_CHARS = 8_000
MAX_SENTENCE_CHARS = 1_000


@lru_cache(maxsize=8192)
def rx(pattern: str) -> re.Pattern[str]:
    """Compile a rubric pattern once (the rubric loader has already validated it)."""
    return re.compile(pattern)


@lru_cache(maxsize=1024)
def _variant_rx(variant: str) -> re.Pattern[str]:
    return re.compile(_whole_word(variant))


def _whole_word(variant: str) -> str:
    # Whole words only: 'smem' must not rewrite the inside of 'smemory'.
    return rf"(?<!{_WORD})(?:{variant})(?!{_WORD})"


@dataclass
class NormText:
    """Normalised text plus, per character, the original [start, end) it came from."""

    original: str
    text: str
    start: list[int]
    end: list[int]
    clipped: bool = False  # the normalised text was cut at the length cap

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


def _fold(original: str, limit: int = MAX_NORMALISED_CHARS) -> NormText:
    if original.isascii():
        # Folding ASCII never lengthens it: cutting the input bounds the output.
        nt = _fold_ascii(original[:limit])
        nt.original, nt.clipped = original, len(original) > limit
        return nt
    chars: list[str] = []
    start: list[int] = []
    end: list[int] = []
    for i, ch in enumerate(original):
        if len(chars) >= limit:  # NFKC may expand a character 18-fold: stop at the cap, not after
            nt = NormText(original, "".join(chars), start, end, clipped=True)
            return _clip(nt, limit)
        if not i % 512:
            budget.check()
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
    return _clip(NormText(original, "".join(chars), start, end), limit)


def _clip(nt: NormText, limit: int) -> NormText:
    if len(nt.text) <= limit:
        return nt
    return NormText(nt.original, nt.text[:limit], nt.start[:limit], nt.end[:limit], clipped=True)


def _substitute(nt: NormText, pattern: re.Pattern[str], canonical: str | Callable[[re.Match[str]], str]) -> NormText:
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
        rep = canonical if isinstance(canonical, str) else canonical(m)
        pieces.append(rep)
        start.extend([nt.start[a]] * len(rep))
        end.extend([nt.end[b - 1]] * len(rep))
        last = b
    if last == 0:
        return nt
    pieces.append(nt.text[last:])
    start.extend(nt.start[last:])
    end.extend(nt.end[last:])
    return NormText(nt.original, "".join(pieces), start, end, nt.clipped)


# Korean writes its particles glued to the word before, a Latin name included ("S와 P는", "HBM에서"), and
# Chinese and Japanese write Latin names and numbers inside their text ("S和P", "在SRAM里", "128行"): a space
# between a Latin letter or digit and a Hangul, kana or CJK character (either way round) lets "s", "hbm" and
# "128" stand as words (all of these scripts are word characters to the regex engine).
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3"
_GLUED = re.compile(rf"[a-z0-9_)\]](?=[{_CJK}])|[{_CJK}](?=[a-z0-9_(\[])")


# "it's", "Q's tile", "each tile's softmax": drop the possessive/contracted 's so that a lone
# "s" is always the score matrix S and "Q's" is still Q.
_APOSTROPHE_S = re.compile(r"(?<=[a-z0-9_])'s\b")


def normalize(original: str, synonyms: list[tuple[str, list[str]]],
              limit: int = MAX_NORMALISED_CHARS) -> NormText:
    """Fold unicode and case, collapse white space, rewrite synonyms to canonical words.

    The result is at most `limit` characters (`clipped` says whether anything was cut), however
    much NFKC or a synonym lengthens the text."""
    nt = _substitute(_fold(original, limit), _APOSTROPHE_S, "")
    if not nt.text.isascii():
        nt = _clip(_substitute(nt, _GLUED, lambda m: m.group() + " "), limit)
    padded = False
    ascii_text = nt.text.isascii()
    for canonical, variants in synonyms:
        key = tuple(variants)
        if ascii_text and _non_ascii_only(key):
            continue  # words of other scripts ("共享内存") cannot occur in ASCII text: skip the pass
        # One pass per canonical word: the variants as one alternation, longest listed
        # first, is the same rewrite as applying them in turn and ~5x cheaper.
        budget.check()
        if not may_match(variants_pattern(key), nt.text):
            continue  # none of the words any variant needs is in the text: nothing to rewrite
        nt = _clip(_substitute(nt, _variants_rx(key), canonical), limit)
        padded = padded or canonical != canonical.strip()
        ascii_text = ascii_text and canonical.isascii()
    if padded:
        # Canonical words of languages written without spaces carry their own ("不写回" -> " never written "):
        # collapse the runs of spaces they leave, so that patterns see one space between words.
        nt = _substitute(nt, _EXTRA_SPACES, "")
    return nt


_EXTRA_SPACES = re.compile(r"(?<=[ \n]) +|^ +")


@lru_cache(maxsize=1024)
def _non_ascii_only(variants: tuple[str, ...]) -> bool:
    """Every variant needs a non-ASCII character to match (each is written in another script)."""
    return all(any(not c.isascii() for c in v) and not re.search(r"[\\\[.]", v) for v in variants)


@lru_cache(maxsize=1024)
def _variants_rx(variants: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(variants_pattern(variants))


@lru_cache(maxsize=1024)
def variants_pattern(variants: tuple[str, ...]) -> str:
    """The one regex a synonym's variants are rewritten with: whole words only, so that 'smem' does
    not rewrite the inside of 'smemory'."""
    return _whole_word("|".join(f"(?:{v})" for v in variants))


# A sentence ends at a newline, ';', a bullet, or '.', '!', '?' followed by space/end — but
# not after a common abbreviation ("e.g.", "approx.", "Fig."), and not inside a balanced
# pair of parentheses or brackets ("(see Sec. 3. It is ...)" stays one sentence), so
# 1.44, exp(x).sum and O(N^2 d^2/M) stay whole.
_ABBREVIATIONS = ("e.g", "i.e", "vs", "etc", "approx", "fig", "figs", "eq", "eqs", "sec", "cf", "resp", "al",
                  "incl", "ca", "thm", "alg", "ref", "p.s", "w.r.t", "a.k.a")
# (and at the ideographic full stop "。", which Chinese and Japanese write with no space after it)
_SENTENCE_END = re.compile(
    r"\n|;|•|。|" + "".join(rf"(?<!\b{re.escape(a)})" for a in _ABBREVIATIONS) + r"[.!?](?=\s|$)")
_OPEN, _CLOSE = "([{", ")]}"


def _bracketed(text: str, lo: int = 0, hi: int | None = None) -> list[tuple[int, int]]:
    """Spans (open, close] of balanced brackets on one line; unmatched ones are ignored."""
    hi = len(text) if hi is None else hi
    out: list[tuple[int, int]] = []
    stack: list[int] = []
    for i in range(lo, hi):
        ch = text[i]
        if ch == "\n":
            stack.clear()
        elif ch in _OPEN:
            stack.append(i)
        elif ch in _CLOSE and stack:
            out.append((stack.pop(), i))
    return out


def _inside_mask(text: str, lo: int = 0, hi: int | None = None) -> list[bool]:
    """mask[i - lo]: position i lies strictly inside a balanced bracket pair (linear time)."""
    hi = len(text) if hi is None else hi
    depth = [0] * (hi - lo + 1)
    for a, b in _bracketed(text, lo, hi):
        depth[a + 1 - lo] += 1
        depth[b - lo] -= 1
    mask, run = [], 0
    for d in depth[:-1]:
        run += d
        mask.append(run > 0)
    return mask


def sentences(text: str) -> list[tuple[int, int]]:
    """[start, end) spans of the sentences of normalised text, empty ones dropped."""
    spans: list[tuple[int, int]] = []
    last = 0
    inside = _inside_mask(text) if any(c in text for c in _OPEN) else None
    for m in _SENTENCE_END.finditer(text):
        if m.group() != "\n" and inside is not None and inside[m.start()]:
            continue
        spans.append((last, m.end()))
        last = m.end()
    spans.append((last, len(text)))
    out: list[tuple[int, int]] = []
    for a, b in spans:
        for x, y in _windows(text, a, b):
            if text[x:y].strip(" \n;.!?•-*。"):
                out.append((x, y))
    return out


def _windows(text: str, a: int, b: int, width: int = MAX_SENTENCE_CHARS) -> list[tuple[int, int]]:
    """[a, b) cut into consecutive pieces of at most `width` characters, at a space where there is
    one in the last third of a piece: a run-on "sentence" is matched window by window."""
    out: list[tuple[int, int]] = []
    while b - a > width:
        cut = text.rfind(" ", a + 2 * width // 3, a + width)
        cut = cut + 1 if cut > a else a + width
        out.append((a, cut))
        a = cut
    out.append((a, b))
    return out


def _live(patterns: list[str], text: str, x: int, y: int):
    """The compiled patterns of the list that may match inside text[x:y], compiled as they are
    reached (`any_match` stops at the first match): a pattern that needs a word the text lacks is
    skipped, never compiled (`prefilter`); the others are compiled once per process."""
    segment = text[x:y]
    for p in patterns:
        if may_match(p, segment):
            yield rx(p)


def reset_compiled() -> None:
    """Forget every compiled pattern, as in a fresh process (tests and benchmarks)."""
    for cache in (rx, _variant_rx, _variants_rx):
        cache.cache_clear()


def _ranges(lo: int, hi: int) -> list[tuple[int, int]]:
    """[lo, hi) itself when it is short; else overlapping windows of 2 x MAX_SENTENCE_CHARS,
    one every MAX_SENTENCE_CHARS, so that every match of up to MAX_SENTENCE_CHARS characters lies
    inside one of them and no pattern ever runs on more than a bounded stretch of text."""
    if hi - lo <= 2 * MAX_SENTENCE_CHARS:
        return [(lo, hi)]
    step = MAX_SENTENCE_CHARS
    return [(x, min(hi, x + 2 * step)) for x in range(lo, hi - step, step)]


def find(patterns: list[str], text: str, lo: int = 0, hi: int | None = None) -> list[tuple[int, int]]:
    """All non-empty match spans of any pattern inside text[lo:hi], in absolute positions."""
    hi = len(text) if hi is None else hi
    budget.check()
    out = {m.span() for x, y in _ranges(lo, hi) for r in _live(patterns, text, x, y)
           for m in r.finditer(text, x, y) if m.end() > m.start()}
    return sorted(out)


def any_match(patterns: list[str], text: str, lo: int = 0, hi: int | None = None) -> bool:
    hi = len(text) if hi is None else hi
    budget.check()
    return any(r.search(text, x, y) for x, y in _ranges(lo, hi) for r in _live(patterns, text, x, y))


def finditer(pattern: str, text: str, lo: int = 0, hi: int | None = None):
    """`rx(pattern).finditer(text, lo, hi)`, without compiling a pattern that cannot match there."""
    hi = len(text) if hi is None else hi
    return rx(pattern).finditer(text, lo, hi) if may_match(pattern, text[lo:hi]) else iter(())


def clause_quote(nt: NormText, a: int, b: int, lo: int, hi: int, width: int = 160) -> str:
    """Quote the learner's clause around match [a, b) within sentence [lo, hi).

    The whole sentence when it is at most `width` original characters; otherwise a window
    around the match, cut at spaces outside brackets (never "O(N" of "O(N^2)"), with "…"
    where it was cut. Apart from those marks the quote is verbatim from the learner.
    """
    def olen(x: int, y: int) -> int:
        return nt.end[y - 1] - nt.start[x] if y > x else 0

    text = nt.text
    if olen(lo, hi) <= width:
        return nt.quote(lo, hi).rstrip(";.,").strip()
    if olen(a, b) >= width:  # the match alone is too long: its start
        cut = a
        while cut < b and olen(a, cut + 1) <= width:
            cut += 1
        return nt.quote(a, cut).strip() + "\u2026"
    inside = _inside_mask(text, lo, hi)
    cuts = [i for i in range(lo, hi) if text[i] in " \n" and not inside[i - lo]] or \
        [i for i in range(lo, hi) if text[i] in " \n"]
    new_lo, new_hi = a, b
    # Grow the window one word at a time on the shorter side until the next word would not fit.
    left = [c + 1 for c in cuts if c < a][::-1]
    right = [c for c in cuts if c >= b]
    while left or right:
        grow_left = bool(left) and (not right or (a - left[0]) <= (right[0] - b))
        cand = (left[0], new_hi) if grow_left else (new_lo, right[0])
        if olen(*cand) > width:
            if grow_left:
                left = []
            else:
                right = []
            continue
        new_lo, new_hi = cand
        (left if grow_left else right).pop(0)
    quote = nt.quote(new_lo, new_hi).rstrip(";.,").strip()
    return ("\u2026" if new_lo > lo else "") + quote + ("\u2026" if new_hi < hi else "")


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
