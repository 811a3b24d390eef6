"""`workbench check --explain-decision`: the claims the grader found, and which claim decided each criterion.

For an instructor: per entry, every claim (its span quoted verbatim from the learner), its polarity,
owner, the mechanisms (concepts) it names with their status (credited, negated, the baseline's,
excluded and why, no decision), its decisions and its numbers bound to their dimensions; then per
criterion the verdict and the claim that decided it. Pure: returns lines of text; the caller escapes
and prints them.
"""

from __future__ import annotations

from workbench.claims import context
from workbench.claims.judge import describe, reject_reason
from workbench.claims.numbers import background_spans
from workbench.claims.read import Claim, read_claims
from workbench.claims.tradeoff import compose
from workbench.outline.model import Outline
from workbench.report.model import Report
from workbench.rubric.analysis import Doc, make_doc
from workbench.rubric.matching import find
from workbench.rubric.model import Rubric

_QUOTE_WIDTH = 200


def _quote(doc: Doc, lo: int, hi: int) -> str:
    q = doc.nt.quote(lo, hi)
    return q if len(q) <= _QUOTE_WIDTH else q[:_QUOTE_WIDTH] + "\u2026"


def _claim_lines(rubric: Rubric, doc: Doc, index: int, claim: Claim) -> list[str]:
    text, lex = doc.nt.text, rubric.lexicon
    c = claim.span
    sentence = doc.sentences[c.sentence] if c.sentence < len(doc.sentences) else (c.lo, c.hi)
    mechanisms, negated = [], False
    for crit in rubric.criteria:
        for concept in crit.concepts:
            for a, b in find(concept.patterns, text, c.lo, c.hi):
                why = reject_reason(text, doc.claims, sentence, a, b, concept, lex, crit.needs_cause)
                negated = negated or why == "negated"
                status = "credited if decided" if why is None else describe(why, rubric.baseline_reason)
                mechanisms.append(f"{concept.id} ({crit.id}): {status}")
                break
    background = background_spans(text, c.lo, c.hi)
    decisions = [_quote(doc, a, b) for a, b in find(rubric.decision_patterns, text, c.lo, c.hi)
                 if not any(x <= a and b <= y for x, y in background)][:4]
    trades = [f"cost \u201c{_quote(doc, *t.cost)}\u201d {t.relation_id} cause \u201c{_quote(doc, *t.cause)}\u201d"
              for t in compose(text, c.lo, c.hi, lex)][:2]
    polarity = "negated" if negated else ("contains a negation" if claim.negation else "asserted")
    if claim.hedged:
        polarity += ", hedged"
    who = claim.owner + (" (a failure or example: its numbers are not read as the design)"
                         if claim.owner == context.HYPOTHETICAL else "")
    out = [f"  claim {index + 1}: \u201c{_quote(doc, c.lo, c.hi)}\u201d",
           f"    polarity: {polarity}; owner: {who}"]
    out.append("    mechanisms: " + ("; ".join(mechanisms) if mechanisms else "none"))
    out.append("    decisions: " + (", ".join(f"\u201c{d}\u201d" for d in decisions) if decisions else "none"))
    if claim.numbers:
        out.append("    numbers: " + ", ".join(f"{n.dim}={n.value}" for n in claim.numbers))
    if trades:
        out.append("    trade-off: " + "; ".join(trades))
    return out


def _deciding_claim(docs: dict[str, Doc], quote: str) -> str | None:
    """Which entry and claim a verbatim quote (from the report) comes from."""
    needle = quote.strip("\u2026").strip()
    if not needle:
        return None
    for key, doc in docs.items():
        pos = doc.nt.original.find(needle)
        if pos < 0:
            continue
        for i, c in enumerate(doc.claims):
            if c.lo < len(doc.nt.start) and doc.nt.start[c.lo] <= pos < doc.nt.end[min(c.hi, len(doc.nt.end)) - 1]:
                return f"{key} claim {i + 1}"
        return key
    return None


def explain(outline: Outline, rubric: Rubric, report: Report) -> list[str]:
    """Lines (learner text inside them unescaped: the caller escapes for its sink)."""
    docs = {key: make_doc(rubric, entry) for key, entry in outline.entries.items()}
    lines = ["Claims found, per entry (polarity, owner, mechanisms, decisions, numbers):"]
    for key, doc in docs.items():
        lines.append(f"entry {key}:")
        if not doc.claims:
            lines.append("  (no claims)")
        for i, claim in enumerate(read_claims(doc.nt.text, doc.sentences, rubric.lexicon, rubric.tradeoff_markers)):
            lines.extend(_claim_lines(rubric, doc, i, claim))
    lines.append("Decisions, per criterion:")
    for res in report.criteria:
        verdict = "PASS" if res.passed else "FAIL"
        what = ", ".join(res.misconceptions) if res.misconceptions else ", ".join(res.concepts) or (
            "the learned backstop" if res._backstop is not None and res.passed else "nothing credited")
        where = next((w for w in (_deciding_claim(docs, q) for q in res.matched) if w), None)
        lines.append(f"  {res.id}: {verdict} ({'misconception ' if res.misconceptions else ''}{what})"
                     + (f", decided by {where}" if where else ""))
        if res._backstop is not None:
            p, t, kind = res._backstop
            if kind == "unsure":
                lines.append(f"    failed as unsure by the learned backstop: probability {p:.3f} below {t:.3f}; "
                             "the rules alone passed it")
            else:
                lines.append(f"    passed by the learned backstop with probability {p:.3f} (threshold {t:.3f}); "
                             f"the rules alone failed it ({kind})")
    return lines


__all__ = ["explain"]
