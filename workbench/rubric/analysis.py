"""What the engine sees in an entry: concept hits, decisions, keyword lists, misconceptions.

Pure functions over normalised text (see matching.py). Every quote returned is a
verbatim substring of the learner's original text.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import lru_cache

from workbench.claims.judge import reject_reason
from workbench.claims.numbers import background_spans
from workbench.claims.split import Span, clauses
from workbench.outline.model import Entry
from workbench.rubric import budget
from workbench.rubric.matching import (
    NormText,
    any_match,
    clause_quote,
    copied_fraction,
    find,
    normalize,
    rx,
    sentences,
    tokens,
)
from workbench.rubric.model import Criterion, Rubric

# A part produced from a mapping value looks like "label: value" (see outline.model._parts).
_LABEL = re.compile(r"^\s*[A-Za-z_][\w \-]{0,40}:\s")
_FIELD_LABEL = re.compile(r"(?m)^\s*[a-z_][\w \-]{0,40}:\s")
_BRACKETED = re.compile(r"\([^()\n]*\)|\[[^\[\]\n]*\]")
_ITEM_SPLIT = re.compile(r",|;|\||\band\b|&|\+|\n")
_DECISION_WINDOW = 80


@dataclass
class Doc:
    """One entry (or an excerpt of one), normalised, with its grading units."""

    nt: NormText
    parts: list[str]
    sentences: list[tuple[int, int]]
    units: list[tuple[int, int]]
    is_mapping: bool = False
    truncated: bool = False
    claims: list[Span] = field(default_factory=list)
    _salad: dict[int, bool] = field(default_factory=dict, repr=False, compare=False)

    @staticmethod
    def excerpt(doc: "Doc", lo: int, hi: int) -> "Doc":
        return Doc(doc.nt, [], [(lo, hi)], [(lo, hi)], False,
                   claims=[c for c in doc.claims if c.lo >= lo and c.hi <= hi] or clauses(doc.nt.text, [(lo, hi)]))

    def claim_spans(self) -> list[tuple[int, int]]:
        return [(c.lo, c.hi) for c in self.claims]

    def salad(self, rubric: Rubric) -> bool:
        """The whole entry is a keyword list (only for multi-part entries); computed once."""
        if id(rubric) not in self._salad:
            self._salad[id(rubric)] = len(self.parts) >= 3 and is_salad(rubric, self.nt.text)
        return self._salad[id(rubric)]

    def sentence_at(self, pos: int) -> tuple[int, int]:
        i = bisect_right(self.sentences, (pos, len(self.nt.text) + 1)) - 1
        if i >= 0 and self.sentences[i][0] <= pos < self.sentences[i][1]:
            return self.sentences[i]
        return (0, len(self.nt.text))

    def sentences_between(self, lo: int, hi: int) -> list[tuple[int, int]]:
        """The sentences that overlap [lo, hi) (binary search: sentences are sorted and disjoint)."""
        i = max(0, bisect_right(self.sentences, (lo, -1)) - 1)
        out = []
        for a, b in self.sentences[i:]:
            if a >= hi:
                break
            if b > lo:
                out.append((a, b))
        return out


def _synonyms(rubric: Rubric) -> list[tuple[str, list[str]]]:
    return [(s.canonical, s.variants) for s in rubric.synonyms]


# No design entry needs more; grading time is linear in the text, so a megabyte-long
# literal must not stall `check` (the rest is ignored and the feedback says so).
MAX_ENTRY_CHARS = 8_000
# Nor more sentences (real entries have fewer than 20): the per-sentence work is bounded, so this
# bounds the work on an entry of thousands of two-character "sentences" ("s. s. s. ...").
MAX_SENTENCES = 100


def make_doc(rubric: Rubric, entry: Entry) -> Doc:
    text = entry.text
    truncated = len(text) > MAX_ENTRY_CHARS
    if truncated:
        text = text[:MAX_ENTRY_CHARS]
        entry = Entry(key=entry.key, parts=[text])
    nt = normalize(text, _synonyms(rubric))
    truncated = truncated or nt.clipped
    sents = sentences(nt.text)
    if len(sents) > MAX_SENTENCES:
        cut = sents[MAX_SENTENCES - 1][1]
        nt = NormText(nt.original, nt.text[:cut], nt.start[:cut], nt.end[:cut], clipped=True)
        sents, truncated = sents[:MAX_SENTENCES], True
    # A {"mechanism": ..., "decision": ...} entry states its decision in another part,
    # so the whole entry is one unit; elsewhere a decision must share the sentence.
    is_mapping = len(entry.parts) >= 2 and all(_LABEL.match(p) for p in entry.parts)
    units = [(0, len(nt.text))] if is_mapping and nt.text.strip() else sents
    return Doc(nt, list(entry.parts), sents, units, is_mapping, truncated, clauses(nt.text, sents))


@dataclass
class Hit:
    concept_id: str
    label: str
    quote: str
    salad: bool = False
    decided: bool = False
    missing: str = ""  # for a mechanism named without its decision: what is missing (an exclusion's why)


# An exclusion whose `why` says the mechanism is only "named without" something ("the online softmax
# named without what it tracks") denies the decision, not the mechanism: the match stays a named
# mechanism with no decision (half credit, and the feedback says what is missing).
NAMED_ONLY = "named without"


@dataclass
class Analysis:
    decided: list[Hit] = field(default_factory=list)
    undecided: list[Hit] = field(default_factory=list)
    # Matches that are not the learner's mechanism, with why: negated, the baseline's, an exclusion,
    # a wrong numeric fact. Used for feedback when nothing else is found, and by --explain-decision.
    rejected: list[tuple[Hit, str]] = field(default_factory=list)

    def concept_ids(self) -> list[str]:
        hits = self.decided or self.undecided
        return list(dict.fromkeys(h.concept_id for h in hits))


_FUNCTION_WORDS = frozenset(
    "the a an of to in on for with by from into is are be been was were each per and or that which as at "
    "it its this these we our then than so when while only all both once never not no "
    # the same small words in Spanish, French, German and Portuguese notes
    "de la el los las un una con por para en y que se le les des du et pour avec dans sur der die das und mit "
    "im zu von ein eine den dem do da em com".split()
)


_PREPOSITIONS = frozenset("over across through along between inside within onto via".split())


def is_salad(rubric: Rubric, text: str) -> bool:
    """A keyword list rather than a statement.

    Either comma-separated short noun phrases with at most one decision among them
    ('SRAM, HBM, tiling, online softmax, rescale'), or a long run of terms with almost
    no function words ('HBM SRAM fused kernel never materialize S P tiling Br Bc ...').
    """
    # Commas inside brackets separate arguments, not items: "grid = (cdiv(N, 64), B*H)".
    masked = text
    for _ in range(3):
        masked = _BRACKETED.sub(lambda m: "\u27e8" + re.sub(r"[,;|&+]|\band\b", " ", m.group()[1:-1]) + "\u27e9",
                                masked)
    items = [i.strip(" .:-*\n\"'").replace("\u27e8", "(").replace("\u27e9", ")") for i in _ITEM_SPLIT.split(masked)]
    items = [i for i in items if i]
    short = sum(len(i.split()) <= 3 for i in items)
    if len(items) == 3 and short == 3 and not any(_FUNCTION_WORDS.intersection(i.split()) or
                                                 _PREPOSITIONS.intersection(i.split()) for i in items) \
            and sum(any_match(rubric.decision_patterns, i) for i in items) <= 1:
        return True  # three bare terms ("recomputation, occupancy, load imbalance")
    if len(items) == 2 and all(len(i.split()) <= 2 for i in items) and not re.search(r"[\n:=\d()]", text.strip()) \
            and not any(_FUNCTION_WORDS.intersection(i.split()) or any_match(rubric.decision_patterns, i) for i in items):
        return True  # two bare terms ("recomputation, occupancy")
    if len(items) >= 4 and short / len(items) >= 0.75:
        decided = [any_match(rubric.decision_patterns, i) for i in items]
        # "QK^T, scaling, masking, softmax and PV all happen inside one kernel" lists the
        # subjects of a clause that states the decision: a statement, not a list of terms.
        clause = any(d and len(i.split()) >= 5 for d, i in zip(decided, items))
        if sum(decided) <= 1 and sum(decided) / len(items) < 0.5 and not clause:
            return True
    # A run-on list has no punctuation and no numbers at all; terse-but-concrete notes
    # ("BLOCK_M=128 Q rows resident in SMEM, BLOCK_N=64 streamed") have both, and a formula
    # ("exp(m_old - m_new)", "e^(3-6)") is notation, not a list, in any language.
    if re.search(r"[,;:=+]|<-|->|(?<![a-z_\d.])\d", text):  # punctuation, an update rule or a number
        return False
    if re.search(r"\^|\b[a-z_]\w*\(", text):  # a formula, unless among twenty or more bare terms
        words = re.findall(r"[a-z][a-z'-]*", text)
        return len(words) >= 20 and sum(w in _FUNCTION_WORDS for w in words) / len(words) < 0.08
    # Per line: the fields of a mapping entry joined together are not one run-on list.
    for line in text.split("\n"):
        words = re.findall(r"[a-z][a-z'-]*", line)
        if len(words) >= 12 and sum(w in _FUNCTION_WORDS for w in words) / len(words) < 0.08:
            return True
    return False


def _bare_terms(text: str, sents: list[tuple[int, int]]) -> bool:
    """Two or more "sentences" that are each a bare term ("Recomputation. Register pressure.")."""
    return len(sents) >= 2 and all(len(text[x:y].split()) <= 3 and re.fullmatch(r"[\s\w'-]*[.;]?\s*", text[x:y])
                                   for x, y in sents)


def _sentences_in(doc: Doc, lo: int, hi: int) -> list[tuple[int, int]]:
    inside = [(max(a, lo), min(b, hi)) for a, b in doc.sentences_between(lo, hi)]
    return inside or [(lo, hi)]


def _unlabel(text: str, is_mapping: bool) -> str:
    """A mapping field's "mechanism: " label is not part of the answer."""
    return _FIELD_LABEL.sub("", text) if is_mapping else text


def analyse_units(crit: Criterion, rubric: Rubric, units: list[tuple[Doc, int, int]]) -> Analysis:
    out = Analysis()
    for doc, lo, hi in units:
        text = doc.nt.text
        hits: list[tuple[int, int, object]] = []
        # A concept is named within one sentence: a pattern's gap must not run on into the
        # next sentence, where it would swallow that sentence's cause ("... in LDS; with
        # 4 stages the kernel exceeds the scratchpad").
        in_unit = _sentences_in(doc, lo, hi)
        for s_lo, s_hi in in_unit:
            for concept in crit.concepts:
                for a, b in find(concept.patterns, text, s_lo, s_hi):
                    hits.append((a, b, concept))
        if not hits:
            continue
        salad_units = [s for s in doc.sentences_between(lo, hi) if lo <= s[0]] or [(lo, hi)]
        # A list entry of bare terms (["online softmax", "running max", "rescale"]) is a
        # keyword list even though each item is its own sentence.
        # A criterion of `scope: entry` reads the entry as one unit for the pairing only: whether a
        # sentence is a keyword list is still judged sentence by sentence.
        entry_scope = crit.scope == "entry" and not crit.needs_cause
        unit_salad = (not entry_scope and len(salad_units) > 1 and is_salad(rubric, _unlabel(text[lo:hi], doc.is_mapping))) \
            or doc.salad(rubric) or _bare_terms(text, salad_units)
        if crit.needs_cause:
            # The cause must be more than the cost's own words: in "uses more memory" the
            # "more" is the cost, not why it happens.
            # (Checked per hit below: a cause inside another concept's phrase still counts — in "autotuning
            # over 40 configs takes minutes on first launch", "on first launch" explains the tuning time.)
            spans = [(ca, cb) for s_lo, s_hi in in_unit for ca, cb in find(rubric.cause_patterns, text, s_lo, s_hi)]
        else:
            # A speed-up, a bandwidth or a hardware size is background, not a decision.
            background = background_spans(text, lo, hi)
            spans = [(da, db) for s_lo, s_hi in in_unit for da, db in find(rubric.decision_patterns, text, s_lo, s_hi)
                     if not any(xa <= da and db <= xb for xa, xb in background)]
        # A concept with its own `decisions` is bound to those instead (found once per unit).
        own_spans: dict[str, list[tuple[int, int]]] = {}
        # The decision must be bound to the mechanism: near it in its sentence (a number
        # that belongs to another clause earns nothing), or anywhere in a mapping entry or an
        # entry read as one argument (`scope: entry`).
        near = (hi - lo) if (doc.is_mapping or crit.needs_cause or entry_scope) else _DECISION_WINDOW
        best: dict[str, Hit] = {}
        rejected_ids: set[str] = set()
        salad_of: dict[tuple[int, int], bool] = {}
        for a, b, concept in sorted(hits, key=lambda h: h[0]):
            prev = best.get(concept.id)
            if prev is not None and prev.decided:
                continue
            s_lo, s_hi = doc.sentence_at(a)
            s_lo, s_hi = max(s_lo, lo), min(s_hi, hi)
            why = reject_reason(text, doc.claims, (s_lo, s_hi), a, b, concept, rubric.lexicon, crit.needs_cause)
            if why is not None and NAMED_ONLY in why:
                if prev is None:
                    best[concept.id] = Hit(concept.id, concept.label, clause_quote(doc.nt, a, b, s_lo, s_hi),
                                           unit_salad, False, why)
                continue
            if why is not None:
                # One quote per concept (quoting is linear in the sentence; hits may be many).
                if concept.id not in rejected_ids:
                    rejected_ids.add(concept.id)
                    out.rejected.append((Hit(concept.id, concept.label, clause_quote(doc.nt, a, b, s_lo, s_hi)), why))
                continue
            salad = unit_salad or any(_salad_at(salad_of, rubric, doc, x, y) for x, y in salad_units if x <= a < y)
            c_spans = spans
            if concept.decisions and not crit.needs_cause and not concept.inherent_decision:
                if concept.id not in own_spans:
                    own_spans[concept.id] = [(da, db) for u_lo, u_hi in in_unit
                                             for da, db in find(concept.decisions, text, u_lo, u_hi)]
                c_spans = own_spans[concept.id]
            bound = any(da < b + near and db > a - near and
                        (not crit.needs_cause or (not (a <= da and db <= b) and _cause_joined(doc, (s_lo, s_hi), da)))
                        for da, db in c_spans)
            decided = (bound or concept.inherent_decision) and not salad
            if prev is None or decided:
                best[concept.id] = Hit(concept.id, concept.label, clause_quote(doc.nt, a, b, s_lo, s_hi), salad,
                                       decided, "" if decided or salad else concept.missing_decision or "")
        for hit in best.values():
            (out.decided if hit.decided else out.undecided).append(hit)
    if crit.needs_cause and not out.decided:
        from workbench.rubric.claimed import composed_tradeoffs  # noqa: PLC0415 (the two modules use each other)

        out.decided.extend(composed_tradeoffs(rubric, crit, units))
    return out


_BARE_WORDS = 3


def _cause_joined(doc: Doc, sentence: tuple[int, int], at: int) -> bool:
    """A cause in a neighbouring sentence explains a cost, unless that sentence is a bare term: in
    ["Recomputation.", "Occupancy."] each item names a cost and neither is the other's cause."""
    other = doc.sentence_at(at)
    if other[0] == sentence[0]:
        return True
    text = doc.nt.text
    return len(text[other[0]:other[1]].split()) > _BARE_WORDS


def _salad_at(cache: dict[tuple[int, int], bool], rubric: Rubric, doc: Doc, x: int, y: int) -> bool:
    if (x, y) not in cache:
        cache[(x, y)] = is_salad(rubric, _unlabel(doc.nt.text[x:y], doc.is_mapping))
    return cache[(x, y)]


def inline_tradeoff_units(rubric: Rubric, docs: dict[str, Doc]) -> list[tuple[Doc, int, int]]:
    """Sentences of other entries that explicitly state a trade-off or failure."""
    out: list[tuple[Doc, int, int]] = []
    for doc in docs.values():
        sents = doc.sentences
        for i, (lo, hi) in enumerate(sents):
            if not any_match(rubric.tradeoff_markers, doc.nt.text, lo, hi):
                continue
            # "Trade-off:" on its own line introduces the next sentence.
            if doc.nt.text[lo:hi].strip(" \n").endswith(":") and i + 1 < len(sents):
                hi = sents[i + 1][1]
            out.append((doc, lo, hi))
    return out


def _strip_label(part: str, is_mapping: bool) -> str:
    return _LABEL.sub("", part, count=1) if is_mapping else part


def is_placeholder(rubric: Rubric, doc: Doc) -> bool:
    """Empty, or every part is a placeholder (TODO, n/a, tbd, '...')."""
    parts = [_strip_label(p, doc.is_mapping) for p in doc.parts] or [""]
    for part in parts:
        t = normalize(part, []).text.strip(" \n\t\"'`")
        variants = {t, t.rstrip(".:;!- "), t.strip("()[]<> ")}
        if not any(rx(p).fullmatch(v) for p in rubric.placeholders for v in variants):
            return False
    return True


def prompt_copy(rubric: Rubric, doc: Doc) -> bool:
    """Most of the entry is lifted from the exercise prompt or the statement's examples."""
    entry = tokens(normalize("\n".join(_strip_label(p, doc.is_mapping) for p in doc.parts), []).text)
    if len(entry) < 3:
        return False
    sources = [rubric.prompt, *rubric.copy_sources]
    return any(copied_fraction(entry, _source_tokens(src)) >= 0.6 for src in sources)


@lru_cache(maxsize=64)
def _source_tokens(source: str) -> list[str]:
    # The prompt and the copy sources are the same on every call: tokenise them once.
    # The rubric's own text, not the learner's: the learner-text cap does not apply.
    return tokens(normalize(source, [], limit=len(source) * 20 + 1).text)


def vague_quote(rubric: Rubric, doc: Doc) -> str | None:
    text = doc.nt.text
    for lo, hi in doc.sentences:
        spans = find(rubric.vague_phrases, text, lo, hi)
        if spans:
            return clause_quote(doc.nt, spans[0][0], spans[0][1], lo, hi)
    return None
