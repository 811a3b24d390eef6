"""The claims of one entry, each with its polarity, owner and numbers (rubric-independent part).

`read_claims` gives what can be said of a claim without the rubric's concepts: its span, whether it
contains a negation or a hedge, who owns it, and its numbers bound to their dimensions. The rubric
engine adds topics, mechanisms and decisions per claim (workbench.rubric.explain).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from workbench.claims import context
from workbench.claims.numbers import Number, numbers
from workbench.claims.split import Span, clauses
from workbench.rubric.matching import any_match


@dataclass
class Claim:
    span: Span
    owner: str                      # learner, baseline, hypothetical
    negation: bool                  # a negator occurs in the claim (whether it denies a mechanism is per match)
    hedged: bool                    # a question or a hedge: weak evidence
    numbers: list[Number] = field(default_factory=list)


def read_claims(text: str, sentences: list[tuple[int, int]], lex, failure_markers: list[str] = ()) -> list[Claim]:
    """Claims of normalised `text` (split at its `sentences` and contrasts). A claim that states a
    failure or a trade-off (`failure_markers`) or a hypothetical is owned by "hypothetical": its
    numbers are an example, not the design."""
    spans = clauses(text, sentences)
    pairs = [(c.lo, c.hi) for c in spans]
    out = []
    for i, c in enumerate(spans):
        who = context.owner(text, pairs, i, c.lo, lex.hypothetical)
        if who == context.LEARNER and (any_match(lex.hypothetical, text, c.lo, c.hi)
                                       or (failure_markers and any_match(failure_markers, text, c.lo, c.hi))):
            who = context.HYPOTHETICAL
        sentence = sentences[c.sentence] if c.sentence < len(sentences) else (c.lo, c.hi)
        out.append(Claim(c, who, any_match(lex.negators, text, c.lo, c.hi),
                         context.hedged(text, c.lo, c.hi, lex.hedges), numbers(text, c.lo, c.hi, sentence)))
    return out
