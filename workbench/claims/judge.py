"""Is a concept's match the learner's mechanism? The claim-level checks the engine applies.

`reject_reason` returns why a match does not count (or None): it sits in a negated clause, it is
said of the baseline or of another method, an exclusion of the concept applies (generic GEMM
tiling, atomics in the forward pass), or its numbers are wrong or only background (the exercise's
fact checks, workbench.claims.factcheck).
Duck-typed over the rubric's Concept and Lexicon models, so this package imports no pydantic.
"""

from __future__ import annotations

from workbench.claims import context, factcheck
from workbench.claims.split import Span
from workbench.rubric.matching import any_match

NEGATED = "negated"
BASELINE = "baseline"


def claim_index(claims: list[Span], pos: int) -> int | None:
    lo, hi = 0, len(claims)
    while lo < hi:
        mid = (lo + hi) // 2
        if pos < claims[mid].lo:
            hi = mid
        elif pos >= claims[mid].hi:
            lo = mid + 1
        else:
            return mid
    return None


def reject_reason(text: str, claims: list[Span], sentence: tuple[int, int], a: int, b: int,
                  concept, lex, costs: bool = False) -> str | None:
    """Why the match [a, b) of `concept` is not the learner's mechanism, or None if it is.

    `costs`: the concept is a cost of the trade-off criterion, where the baseline is the usual
    comparison partner ("the naive implementation is already fast, so the fused kernel gains little").
    """
    i = claim_index(claims, a)
    if i is not None and lex is not None:
        c = claims[i]
        if context.negated(text, c.lo, a, b, lex.avoiders if costs else lex.negators):
            return NEGATED
        spans = [(x.lo, x.hi) for x in claims]
        if costs and context.hedged(text, c.lo, c.hi, lex.indirect):
            return "a hedged or indirect statement (a question, 'maybe', 'you see why'), not a stated cost"
        # A match may start in the baseline's clause and end in the learner's ("unlike the naive
        # approach, which writes S to HBM ..., S stays in SRAM"): the learner's if either end is.
        # An owner-neutral concept is a fact about the problem ("standard attention is memory-bound"),
        # true whoever the subject is.
        if not costs and not getattr(concept, "owner_neutral", False) and all(context.owner(text, spans, j, x, lex.hypothetical) == context.BASELINE_OWNER
                             for j, x in ((i, a), (claim_index(claims, b - 1) or i, b - 1))):
            return BASELINE
    s_lo, s_hi = sentence
    for ex in getattr(concept, "exclusions", ()):
        if any_match(ex.patterns, text, s_lo, s_hi) and not any_match(ex.unless, text, s_lo, s_hi):
            return ex.why
    return factcheck.run(getattr(concept, "numeric_check", None), text, s_lo, s_hi, a, b)


BASELINE_PHRASE = "said of another method, not of your own answer"


def describe(reason: str, baseline: str = BASELINE_PHRASE) -> str:
    """The reason as a phrase for feedback (`baseline`: the rubric's `baseline_reason`)."""
    if reason == NEGATED:
        return "in a negated claim (the text says it is not done)"
    if reason == BASELINE:
        return baseline
    return reason
