"""A claim's polarity (asserted or negated) and owner (learner, baseline, hypothetical).

Pure functions over normalised text. Windows are bounded (a negation counts only a few words
before the mechanism, in the same clause), so each call does work proportional to its clause.
"""

from __future__ import annotations

from workbench.claims.lazy import lazy
from workbench.rubric.matching import any_match, find
from workbench.rubric.scope import BASELINE, BASELINE_LABEL, OWN
from workbench.rubric.subjects import Template

LEARNER, BASELINE_OWNER, HYPOTHETICAL = "learner", "baseline", "hypothetical"

# How far before a mechanism a negator may sit and still deny it ("we skip subtracting the max",
# "we do not need to track a running max"): a few words, no punctuation or contrast between.
NEGATION_WORDS = 5
# How far back (characters) the owner of a claim is looked for.
OWNER_WINDOW = 240
NEGATION_CHARS = 48
_GAP_BREAK = lazy(r"[,;:()\[\]]|->|\s[-\u2013\u2014]\s|\b(?:but|whereas|however|although|though|yet|and then|so|because|since)\b")
# A clause that continues the previous one's baseline subject ("Naive attention writes S to HBM,
# which ..."; "... slow? Because it ..."). Narrower than the misconception scope's: "here" and
# "they" usually name the learner's design or its tensors ("Here they are produced on chip").
CONTINUES = lazy(r"^\W*(?:because|since|as|which|it|its|so that|and it)\b")
_ENDS_SEMICOLON = lazy(r";\s*$")
# A clause that turns to the learner's design ("...; instead, S stays in SRAM", "...; here S ...").
_OWN_TURN = lazy(r"\b(?:instead|here|in (?:this|our|my) (?:design|kernel|version|implementation)|by contrast)\b")
# Another method than the learner's: what an approximate, sparse or low-rank method does is a
# contrast too ("approximate methods trade quality; <the exercise's design> stays exact"); the
# exercise adds its own phrases (exercise.yaml `subjects.other`, e.g. "before <technique>").
OTHER_METHOD = Template(
    r"\b(?:approximate|approximation|(?<!block-)(?<!block )sparse|low-rank|linear(?:ized)?|kerneli[sz]ed|hashing|lsh)"
    r"(?: [\w-]+){0,2}? (?:attention|methods?|approaches|algorithms?|variants?|transformers?|kernels?)\b|"
    r"\b(?:linformer|performer|reformer|longformer|big ?bird|nystr\w*former|cosformer)\b<|OTHER>")
# The baseline as a subject: "naive attention", "the standard implementation", "the baseline";
# not a bare adjective ("a naive grid order", "the naive choice").
SUBJECT_BASELINE = Template(
    r"\b(?:naive|naïve|standard|vanilla|baseline|unfused|eager|pytorch|conventional|regular|plain|traditional|"
    r"textbook|classic(?:al)?|normal|reference|old|older|previous|original|legacy)\b(?: <NOT_OWN>[\w-]+)? (?:attention|implementations?|approach(?:es)?|kernels?|versions?|"
    r"methods?|algorithms?|softmax|code|pipelines?|paths?|backends?|flows?|dataflows?)\b(?! (?:trick|identity|formula|formulation|recipe))|\bthe baseline\b|"
    # (not "the math backend": "falls back to the math backend, which is slower" is the learner's own cost)
    r"\b(?:naive|standard|vanilla|reference|eager)_(?:attention|attn|softmax)\b|"
    r"\b(?:two|three|multi|separate|2|3)[- ]kernels? (?:versions?|implementations?|approach(?:es)?|pipelines?|designs?|baselines?)\b")
# A baseline named only to be compared against: "unlike standard attention, S never leaves SRAM".
_RELATIVE = lazy(r"^[\s,]*(?:which|that|where|who)\b|,\s*(?:which|where)\b")
_COMPARE_BEFORE = lazy(r"(?:\b(?:unlike|like|as|(?:equivalent|identical|equal|same) (?:\w+ )?(?:to|as)|to|compared (?:to|with)|in contrast (?:to|with)|than|instead of|rather than|"
                             r"versus|vs\.?|as opposed to|whereas|where|relative to|over|from)\s+(?:in\s+|with\s+|to\s+)?(?:the |a |an )?"
                             r"(?:[\w-]+ ){0,2}?)$")


def negated(text: str, clause_lo: int, a: int, b: int, negators: list[str]) -> bool:
    """True when a negator in the same clause, a few words before [a, b), denies the mechanism.

    A mechanism that states itself negatively ("S is never written to HBM") carries its own
    negator inside the match: that is the claim, not its denial.
    """
    if not negators or any_match(negators, text, a, b):
        return False
    start = max(clause_lo, a - NEGATION_CHARS)
    for n_a, n_b in find(negators, text, start, a):
        gap = text[n_b:a]
        if len(gap.split()) <= NEGATION_WORDS and not _GAP_BREAK.search(gap):
            return True
    return False


def _baseline_before(text: str, lo: int, a: int) -> bool:
    """A baseline or another method named in text[lo:a] (or covering a) owns what follows it."""
    ends = []
    for rx_ in (SUBJECT_BASELINE, OTHER_METHOD):
        for m in rx_.finditer(text, lo, min(len(text), a + 40)):
            if m.start() > a:
                break
            if m.start() <= a:
                ends.append((m.start(), m.end()))
    if not ends:
        return False
    s, e = max(ends, key=lambda x: x[1])
    if e <= a and OWN.search(text, e, a):
        return False  # "unlike the baseline, our kernel ..." is the learner's again
    if _OWN_TURN.search(text, e, min(len(text), max(e, a) + 80)):
        return False  # "... which in a normal implementation would be written out, are instead kept on chip"
    # "Unlike standard attention, S never leaves SRAM", "equivalent to the standard softmax": a
    # baseline named only to compare with is not the subject, unless a relative clause speaks of
    # it ("unlike standard attention, which writes S to HBM").
    if _COMPARE_BEFORE.search(text, max(lo, s - 40), s):
        rel = _RELATIVE.search(text[e:max(e, a)])
        rel_end = e + rel.end() if rel else e
        return rel is not None and "," not in text[rel_end:a]  # the relative clause ends at its comma
    return True


def owner(text: str, claims: list[tuple[int, int]], index: int, a: int, hypothetical: list[str]) -> str:
    """Who makes the claim at `a` in claim `index` of `claims` ([lo, hi) spans, in order).

    baseline: the clause speaks of naive/standard attention or of another (approximate, sparse)
    method, by a label ("Naive: ..."), a subject named before the claim, or by continuing the
    previous clause's baseline subject ("... naive attention slow? Because it writes S");
    hypothetical: a condition or example ("if N = 64K ...", "would", "e.g."); else learner.
    """
    lo, _ = claims[index]
    if a - lo > OWNER_WINDOW:
        lo = a - OWNER_WINDOW  # a fixed window keeps each call bounded, however long the clause
    if BASELINE_LABEL.match(text[lo:a]):
        return BASELINE_OWNER
    if _baseline_before(text, lo, a):
        return BASELINE_OWNER
    # "In standard attention S is N x N; for N = 8192 that is 256 MB, written to HBM": a clause
    # after a semicolon keeps the previous clause's baseline subject unless it names its own.
    cont = CONTINUES.match(text[lo:a]) or (index > 0 and _ENDS_SEMICOLON.search(text, max(0, claims[index - 1][1] - 4),
                                                                            claims[index - 1][1]))
    c_hi = min(claims[index][1], a + OWNER_WINDOW)
    if index > 0 and cont and not OWN.search(text, lo, a) and not _OWN_TURN.search(text, lo, c_hi):
        p_lo, p_hi = claims[index - 1]
        p_lo = max(p_lo, p_hi - OWNER_WINDOW)
        if _baseline_before(text, p_lo, p_hi) and not OWN.search(text, p_lo, p_hi):
            return BASELINE_OWNER
    if hypothetical and any_match(hypothetical, text, lo, a):
        return HYPOTHETICAL
    return LEARNER


def hedged(text: str, lo: int, hi: int, hedges: list[str]) -> bool:
    """The claim is a question or hedged ("maybe", "I think", "not sure"): weak evidence."""
    return bool(hedges) and any_match(hedges, text, lo, hi)
