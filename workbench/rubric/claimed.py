"""What the engine finds over claims: misconceptions (with negation and owner) and trade-offs composed
from the lexicon (a cost joined to its cause by a relation). Split from analysis.py, which finds
concepts and decisions; both work on its `Doc`.
"""

from __future__ import annotations

import re

from workbench.claims.context import hedged
from workbench.claims.context import owner as claim_owner
from workbench.claims.judge import BASELINE as OWNED_BY_BASELINE
from workbench.claims.judge import claim_index, reject_reason
from workbench.claims.tradeoff import compose
from workbench.rubric import budget
from workbench.rubric.analysis import Doc, Hit, _sentences_in, is_salad
from workbench.rubric.matching import any_match, clause_quote, find, finditer, rx
from workbench.rubric.model import Criterion, Misconception, Rubric
from workbench.rubric.scope import BASELINE, COMPARISON, OWN, baseline_scope, mask

# Contrast words (and "because") end the scope of a negation: in "S is not kept in SRAM but
# written to HBM", the "not" says nothing about "written to HBM"; in "no need to track the max
# because each tile is normalised on its own", the "no" says nothing about the tiles.
# (a dash between spaces starts a new clause: "done in fp16 instead of fp32 - the lower precision is where the speed
# comes from" does not negate what follows it: issue 8, tenth round)
_CONTRAST = re.compile(r"\b(?:but|whereas|however|although|though|yet|while|, and|because(?! of)|since|so|and (?:we|i|you|they|our|the))\b"
                       r"|\s[-\u2013\u2014]\s")
_NEGATION_WINDOW = 60
_PLAIN_NEGATOR = re.compile(r"not|never|no|none|nothing|nor|neither|n't|\w+n't")


COMPOSED_ID = "to.composed"
# what may precede the relation that opens a sentence pointing back at the one before ("This means ...")
_OPENER = re.compile(r"(?:(?:this|that|it|which|doing so|as a result,?)\s*)?")


def _excluded(crit: Criterion, rubric: Rubric, doc: Doc, s_lo: int, s_hi: int) -> bool:
    """A cost concept of this sentence is excluded (a wrong cause, e.g. atomics in the forward pass)."""
    text = doc.nt.text
    for concept in crit.concepts:
        if not concept.exclusions:
            continue
        for a, b in find(concept.patterns, text, s_lo, s_hi):
            why = reject_reason(text, doc.claims, (s_lo, s_hi), a, b, concept, rubric.lexicon, True)
            if why is not None and why not in ("negated", OWNED_BY_BASELINE):
                return True
    return False


def composed_tradeoffs(rubric: Rubric, crit: Criterion, units: list[tuple[Doc, int, int]]) -> list[Hit]:
    """Trade-offs composed from the lexicon (a cost joined to its cause by a relation), per sentence."""
    out: list[Hit] = []
    for doc, lo, hi in units:
        text = doc.nt.text
        # A mapping entry ("cost: ...", "cause: ...") is one argument; elsewhere, per sentence.
        sentences = _sentences_in(doc, lo, hi)
        windows = [(a, b, a) for a, b in sentences] + ([(lo, hi, lo)] if doc.is_mapping else [])
        # A sentence that opens with its relation ("The price is a second merge kernel.", "This means an extra
        # QK^T per tile.", "cause: ...") points back at the sentence before it: the two are one argument,
        # provided the relation is the one that opens the second sentence.
        windows += [(p_lo, s_hi, s_lo) for (p_lo, _), (s_lo, s_hi) in zip(sentences, sentences[1:])]
        for s_lo, s_hi, opens in windows:
            if _excluded(crit, rubric, doc, s_lo, s_hi):
                continue
            for t in compose(text, s_lo, s_hi, rubric.lexicon):
                if rubric.lexicon.indirect and find(rubric.lexicon.indirect, text, s_lo, t.cost[0]):
                    continue  # "you understand ... what happens when you run out of SRAM": not a stated cost
                if opens != s_lo and not _OPENER.fullmatch(text[opens:t.relation[0]].strip(" \n\t-*\u2022(\"'")):
                    continue
                i = claim_index(doc.claims, t.cost[0])
                if i is not None and claim_owner(text, doc.claim_spans(), i, t.cost[0],
                                                 rubric.lexicon.hypothetical) == "baseline":
                    continue
                if is_salad(rubric, text[s_lo:s_hi]):
                    continue
                a, b = min(t.cost[0], t.cause[0]), max(t.cost[1], t.cause[1])
                out.append(Hit(COMPOSED_ID, f"a cost ({doc.nt.quote(*t.cost)}) with its cause "
                               f"({doc.nt.quote(*t.cause)})", clause_quote(doc.nt, a, b, s_lo, s_hi), False, True))
                return out
    return out


def _negated(rubric: Rubric, pattern: str, text: str, lo: int, hi: int, a: int, b: int) -> bool:
    start = max(lo, a - _NEGATION_WINDOW)
    cut = [m.end() for m in _CONTRAST.finditer(text, start, a)]
    start = cut[-1] if cut else start
    for n_a, n_b in find(rubric.negation_patterns, text, start, a):
        # "Unlike naive attention, our kernel writes S to HBM": the comparison names the
        # baseline, then the learner's own design makes the claim; that is not a negation.
        if COMPARISON.fullmatch(text, n_a, n_b) and OWN.search(text, n_b, a):
            continue
        # "Because S never leaves SRAM, the kernel needs only O(N d) accesses": a plain negator
        # closed by a comma belongs to the clause before it.
        if _PLAIN_NEGATOR.fullmatch(text, n_a, n_b) and any(c in text[n_b:a] for c in ",:;"):
            continue
        return True
    # A negation inside the match counts only if the pattern does not need it: in
    # "FLOPs are not reduced" the "not" sits in a gap; in "no rescaling" it is the claim.
    # "S is not kept on chip but written to HBM": a contrast after the negation ends its scope.
    for n_a, n_b in find(rubric.negation_patterns, text, a, b):
        if _CONTRAST.search(text, n_b, b):
            continue
        if n_a > a and rx(pattern).search(text[a:n_a] + text[n_b:b]):
            return True
    after = text[b:hi]
    return any(rx(p).search(after) for p in rubric.negation_after_patterns)


def find_misconceptions(rubric: Rubric, cid: str, docs: list[Doc],
                        weak: list[tuple[Misconception, str]] | None = None) -> list[tuple[Misconception, str]]:
    """Misconceptions the learner asserts. A match in a hedged claim (a question, "maybe", "I think")
    is weak evidence: it goes to `weak` (when given) instead, and is not asserted."""
    found: list[tuple[Misconception, str]] = []
    for mis in rubric.misconceptions:
        if not mis.applies_to(cid):
            continue
        quote, is_weak = _first_misconception(rubric, mis, docs)
        if quote is not None:
            (weak if is_weak and weak is not None else found).append((mis, quote))
    return found


def _first_misconception(rubric: Rubric, mis: Misconception, docs: list[Doc]) -> tuple[str | None, bool]:
    hedged_quote = None
    for doc in docs:
        text = doc.nt.text
        if mis.entry_exceptions and any(any_match(mis.entry_exceptions, text, lo, hi) for lo, hi in doc.sentences):
            continue
        for index, (lo, hi) in enumerate(doc.sentences):
            if mis.exceptions and any_match(mis.exceptions, text, lo, hi):
                continue
            budget.check()
            found = [(pattern, m.start(), m.end()) for pattern in mis.patterns
                     for m in finditer(pattern, text, lo, hi) if m.end() > m.start()]
            # Work on the sentence alone (a bounded window), never a copy of the whole entry.
            sentence = text[lo:hi]
            for pattern, a, b in found:
                # The claim's own words are not a negation of it: in "online softmax cannot be
                # done in one pass: a partial max gives wrong results" neither the "cannot" nor
                # the "wrong" denies the other half of the same false claim.
                others = [(x - lo, y - lo) for _, x, y in found if y <= a or x >= b]
                if not _negated(rubric, pattern, mask(sentence, others), 0, hi - lo, a - lo, b - lo) \
                        and not baseline_scope(text, doc.sentences, index, a) \
                        and not _other_owner(rubric, doc, a):
                    quote = clause_quote(doc.nt, a, b, lo, hi)
                    if not hedged(text, lo, hi, rubric.lexicon.hedges) and not _owner_unsure(text, lo, a):
                        return quote, False
                    hedged_quote = hedged_quote or quote
    return hedged_quote, hedged_quote is not None


# "The reason why normal attention is slow is not the matmuls but that we write the full S matrix to HBM":
# the baseline is the sentence's subject and only a generic "we" follows it, with no comparison that turns
# to the learner's own design ("unlike naive attention, our kernel ..."). Whose claim it is cannot be told,
# so the match is weak evidence: reported ("Check ..."), not asserted.
_GENERIC_OWN = frozenset({"we"})
_TURN = re.compile(r"\b(?:unlike|like|just as|same as|compared (?:with|to)|versus|vs|instead|in contrast|as opposed to|rather than|"
                   r"in (?:my|our) (?:design|kernel|version|implementation))\b")


def _owner_unsure(text: str, lo: int, a: int) -> bool:
    ends = [m.end() for m in BASELINE.finditer(text, lo, a)]
    if not ends or _TURN.search(text, lo, a):
        return False
    owners = {m.group(0) for m in OWN.finditer(text, ends[-1], a)}
    return bool(owners) and owners <= _GENERIC_OWN


def _other_owner(rubric: Rubric, doc: Doc, a: int) -> bool:
    """The claim at `a` is said of the baseline or of another (approximate, sparse) method."""
    i = claim_index(doc.claims, a)
    return i is not None and claim_owner(doc.nt.text, doc.claim_spans(), i, a,
                                         rubric.lexicon.hypothetical) == OWNED_BY_BASELINE
