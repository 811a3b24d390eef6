"""Blind corpus 3 (tests/corpus_blind3, 64 outlines by a third author): a tuning set since brief T2.

Its labels were written without reading the rubric; the rubric was first measured on it blind
(0.969 / 0.984 / 0.922 / 0.969), then tuned on the classes of misses it exposed. Agreement here
guards those classes against regressions; tests/corpus_heldout stays the blind measure.

    python -m pytest tests/test_corpus_blind3.py -s   # prints agreement and Cohen's kappa per criterion
"""

from __future__ import annotations

from pathlib import Path

import yaml

from workbench.outline.load import load_outline
from workbench.rubric.engine import grade
from workbench.rubric.load import load_rubric

BLIND3 = Path(__file__).parent / "corpus_blind3"
CRITERIA = ["memoryTraffic", "tiling", "numericalStability", "failureModeOrTradeOff"]
FLOOR = 0.95


def _kappa(pairs: list[tuple[bool, bool]]) -> float:
    n = len(pairs)
    po = sum(a == b for a, b in pairs) / n
    pa, pb = sum(a for a, _ in pairs) / n, sum(b for _, b in pairs) / n
    pe = pa * pb + (1 - pa) * (1 - pb)
    return 1.0 if pe == 1 else (po - pe) / (1 - pe)


def test_blind3_agreement_per_criterion():
    labels = yaml.safe_load((BLIND3 / "labels.yaml").read_text())
    files = sorted(p.name for p in BLIND3.glob("b*.py"))
    assert files == sorted(labels), "every b*.py has a label and every label a file"
    rubric = load_rubric()
    pairs: dict[str, list[tuple[bool, bool]]] = {c: [] for c in CRITERIA}
    disagreements = []
    for name in files:
        label = labels[name]
        loaded = load_outline(BLIND3 / name, timeout=10)
        assert loaded.error is None, (name, loaded.error)
        for res in grade(loaded.outline, rubric).criteria:
            expected = label[res.id] == "pass"
            pairs[res.id].append((expected, res.passed))
            if expected != res.passed:
                disagreements.append(f"{name} {res.id}: expected {label[res.id]}, got "
                                     f"{'pass' if res.passed else 'fail'}: {res.feedback[:160]}")
    table = "\n".join(f"{c:24} agreement {sum(a == b for a, b in p) / len(p):.3f}  kappa {_kappa(p):.3f}  (n={len(p)})"
                      for c, p in pairs.items())
    print("\nblind corpus 3\n" + table + "\n" + "\n".join(disagreements))
    for c, p in pairs.items():
        assert len(p) == len(files)
        assert sum(a == b for a, b in p) / len(p) >= FLOOR, table + "\n" + "\n".join(disagreements)
