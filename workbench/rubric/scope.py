"""Whose claim a sentence makes: the learner's own design, or the baseline it is contrasted with.

Pure regex helpers used by the misconception search in analysis.py (kept apart so that module
stays about one job). Works on normalised text (see matching.py).
"""

from __future__ import annotations

import re

from workbench.rubric.subjects import Template

# Who a sentence is about. A claim made about the baseline ("Naive attention writes S to HBM",
# "Why is naive attention slow? Because it materialises S in HBM", "Naive: S goes to HBM") is
# the contrast the learner draws, not the learner's own claim. The window-limited negation
# patterns catch a baseline named just before the claim; these rules cover the whole sentence,
# a "Naive: ..." label, and a sentence that continues the previous one's baseline subject.
BASELINE = re.compile(
    r"\b(?:naive|standard|vanilla|baseline|unfused|eager|pytorch|conventional|regular|plain|traditional|"
    r"textbook|classic(?:al)?|normal|reference)\b(?: [\w-]+)? (?:attention|implementation|approach|kernel|"
    r"version|method|algorithm|softmax|code|pipeline|path|backend|flow|dataflow)\b|\b(?:the )?baseline\b|\bnaive\b|\bunfused\b|"
    # a baseline by its code name or its kernels ("my standard_attention", "the math backend", "the
    # three-kernel version": issue 8, sixth round)
    r"\b(?:naive|standard|vanilla|reference|eager)_(?:attention|attn|softmax)\b|\bmath (?:backend|path|kernel|implementation)\b|"
    r"\b(?:two|three|multi|separate|2|3)[- ]kernels? (?:version|implementation|approach|pipeline|design|baseline)\b|"
    # what a system falls back to without the fused kernel ("fell back to mul_mat + soft_max + mul_mat, which writes
    # the whole KQ matrix": tenth round)
    r"\bf[ae]ll(?:s|ing)? back (?:on|to)\b|\bfall-?back (?:path|kernel|route|implementation|code)\b")
# The learner's own design named after the baseline ends the baseline's scope: in "unlike the
# baseline, our kernel writes S to HBM" the claim is the learner's again.
# The exercise's own names for the design (exercise.yaml `subjects.own`) come first (rubric/subjects.py).
OWN = Template(r"\b(?:<OWN|>my|our|ours|mine|we|this (?:kernel|design|implementation|version)|"
               r"the (?:fused|tiled) kernel|the kernel|tiled|fused|online)\b")
# A negation that only names what is compared against.
COMPARISON = re.compile(r"(?:unlike|compared (?:with|to)|versus|vs\.?|(?:the )?baseline|naive|naïve|standard|vanilla|"
                         r"unfused|eager|pytorch|reference|plain|regular|conventional)\b.*", re.S)
BASELINE_LABEL = re.compile(
    r"^\W*(?:naive|standard|vanilla|baseline|unfused|eager|pytorch|reference|before|old|math|sdpa math|"
    r"(?:two|three|multi)[- ]kernel)[\w \-]{0,30}?:\s")
# A sentence that continues the previous one ("... naive attention slow? Because it ..."):
# it opens with a connective or a pronoun standing for the previous subject.
CONTINUES = re.compile(r"^\W*(?:because|since|as|it|its|they|their|this|that|which|there|so|and|here|then)\b")


def baseline_scope(text: str, sentences: list[tuple[int, int]], index: int, a: int) -> bool:
    """True when the claim at `a` in sentence `index` of `text` is said of naive/standard attention."""
    lo, _ = sentences[index]
    if BASELINE_LABEL.match(text[lo:a]):
        return True
    ends = [m.end() for m in BASELINE.finditer(text, lo, a)]
    if ends:
        return not OWN.search(text, ends[-1], a)
    if index > 0 and CONTINUES.match(text[lo:a]) and not OWN.search(text, lo, a):
        p_lo, p_hi = sentences[index - 1]
        prev = text[p_lo:p_hi]
        p_ends = [m.end() for m in BASELINE.finditer(prev)]
        if p_ends and not OWN.search(prev, p_ends[-1]):
            return True
    return False


def mask(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` with the given spans blanked to one non-word run (same length, so offsets hold).
    One pass over the text however many spans there are."""
    if not spans:
        return text
    pieces, last = [], 0
    for x, y in sorted(spans):
        x = max(x, last)
        if y <= x:
            continue
        pieces.append(text[last:x])
        pieces.append("_" * (y - x))
        last = y
    pieces.append(text[last:])
    return "".join(pieces)
