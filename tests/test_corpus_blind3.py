"""Blind corpus 3 (tests/corpus_blind3, 64 outlines by a third author): a tuning set since brief T2.

Its labels were written without reading the rubric; the rubric was first measured on it blind
(0.969 / 0.984 / 0.922 / 0.969), then tuned on the classes of misses it exposed. Agreement here
guards those classes against regressions; tests/corpus_heldout stays the blind measure.

    python -m pytest tests/test_corpus_blind3.py -s   # prints agreement and Cohen's kappa per criterion
"""

from __future__ import annotations

from pathlib import Path

from agreement import agreement, measure

BLIND3 = Path(__file__).parent / "corpus_blind3"
FLOOR = 0.95


def test_blind3_agreement_per_criterion():
    files = sorted(p.name for p in BLIND3.glob("b*.py"))
    pairs, table = measure(BLIND3, "blind corpus 3")
    print("\n" + table)
    for c, p in pairs.items():
        assert len(p) == len(files), "every b*.py has a label and every label a file"
        assert agreement(p) >= FLOOR, table
