"""The review exercise's own checks (workbench.exercise.interface): pure and torch-free.

* `io_is_the_source` (ioSource): HBM traffic named only as a side note to another source ("mostly
  tensor cores; it also saves a bit of HBM traffic") is not the source of the speed-up: the
  criterion fails with half credit (standard.md, criterion 1).
* `hbm_accesses` (fact check, named by the `cause.quantified` concept): FlashAttention's HBM
  accesses are Θ(N²d²/M), not O(N) (O(N) is its memory footprint, standard.md, criterion 4).
"""

from __future__ import annotations

import re

from workbench.exercise.interface import CheckInput, CheckResult

# Another source stated as the main one, in the learner's own words (normalised text).
_OTHER_SOURCE = re.compile(
    r"\b(?:mostly|mainly|primarily|largely|chiefly|the (?:main|real|big|key) (?:reason|source|win|trick) is|"
    r"(?:speed|speed-?up|win) (?:\w+ )?(?:comes|come) (?:mostly |mainly )?from|it(?:'s| is) (?:mostly |mainly )?"
    r"(?:because of|thanks to|due to))\b(?:(?!hbm|memory|traffic|bandwidth|\bio\b|\bnot\b)[^.;]){0,40}?\b(?:tensor cores?|parallel\w*|work partitioning|occupancy|"
    r"(?:fewer |less )?(?:kernel )?launch\w*|cuda|lower precision|fp16|bf16|fp8|warps?|"
    r"(?:fewer|less) (?:operations|work|computation|compute|flops|arithmetic))\b"
    # less arithmetic as the source, said without "mostly": "it only computes the tiles it needs"
    r"|\b(?:only computes?|brings the compute (?:below|down)|compute (?:drops|falls|goes) (?:below|down)|"
    r"(?:does|do|doing) less (?:work|computation|math|arithmetic)|needs? fewer (?:operations|flops))\b")
# HBM traffic as a side note: "also saves a bit of HBM traffic", "a side effect is fewer HBM reads".
_SIDE_NOTE = re.compile(r"\b(?:also|a bit of|a little|slightly|somewhat|side[- ]effect|as a bonus|on top)\b"
                        r".{0,60}?\bhbm\b")


def io_is_the_source(inp: CheckInput) -> CheckResult | None:
    """Demote ioSource when HBM traffic is only a side note to another stated source."""
    if not inp.passed:
        return None
    own = " ".join(c.normalized for c in inp.own_claims)
    other = _OTHER_SOURCE.search(own)
    if other is None or _SIDE_NOTE.search(own) is None:
        return None
    where = inp.reading.split(";")[0].strip().rstrip(".")
    return CheckResult(demote=(
        f"You give another source as the main one (\u201c{other.group(0)}\u201d) and HBM traffic only as a side "
        "note. The speed-up is the HBM traffic itself: the baseline runs the same matmuls on the same "
        "tensor cores. Say that the time is saved by moving fewer bytes through HBM, and why that "
        f"matters. Read: {where}."))


# The accesses said to become O(N) / O(N d) / linear: that is the footprint, not the traffic.
_LINEAR_ACCESSES = re.compile(
    r"\b(?:accesses|traffic|reads(?: and writes)?|io|transfers)\b.{0,60}?"
    r"(?:\b(?:to|->|down to|becomes?|become|fall to|falls to|drop to|drops to|is|are|only|just|of|=)\s*)"
    r"(?:(?:θ|o|theta)\(\s*(?:n|n ?d|n ?\* ?d|nd)\s*\)|linear(?:ly)?\b)")


def hbm_accesses(text: str, sentence_lo: int, sentence_hi: int, match_lo: int, match_hi: int) -> str | None:
    """Why the access count around the match is wrong (FlashAttention's HBM accesses said to be
    O(N)), or None."""
    if _LINEAR_ACCESSES.search(text, sentence_lo, sentence_hi):
        return ("a wrong count: FlashAttention's HBM accesses are \u0398(N\u00b2d\u00b2/M) (M the SRAM size), "
                "not O(N); O(N) is its memory footprint")
    return None
