"""The blind measure: tests/corpus_heldout was written by a second author, in other voices, and was
never opened while the rubric was tuned. Agreement there is what a new class should expect; the tuned
corpus (test_calibration) only guards against regressions.

    python -m pytest tests/test_heldout.py -s     # prints agreement and Cohen's kappa per criterion
"""

from __future__ import annotations

from pathlib import Path

import yaml

from workbench.outline.load import load_outline
from workbench.rubric.engine import grade
from workbench.rubric.load import load_rubric

HELDOUT = Path(__file__).parent / "corpus_heldout"
CRITERIA = ["memoryTraffic", "tiling", "numericalStability", "failureModeOrTradeOff"]
# Measured 2026-11-30: 0.94 / 1.00 / 0.97 / 0.85 after the first rubric, 0.97 on each criterion after
# the paraphrase work (33 graded outlines). The floor is set below that, so that one new disagreement
# does not fail CI but a real regression does.
FLOOR = 0.90


def _kappa(pairs: list[tuple[bool, bool]]) -> float:
    n = len(pairs)
    po = sum(a == b for a, b in pairs) / n
    pa, pb = sum(a for a, _ in pairs) / n, sum(b for _, b in pairs) / n
    pe = pa * pb + (1 - pa) * (1 - pb)
    return 1.0 if pe == 1 else (po - pe) / (1 - pe)


def test_heldout_agreement_per_criterion():
    labels = yaml.safe_load((HELDOUT / "labels.yaml").read_text())
    rubric = load_rubric()
    pairs: dict[str, list[tuple[bool, bool]]] = {c: [] for c in CRITERIA}
    disagreements = []
    for name, label in sorted(labels.items()):
        loaded = load_outline(HELDOUT / name, timeout=10)
        if "error" in label:
            assert loaded.error is not None and loaded.error.kind == label["error"], name
            continue
        assert loaded.error is None, (name, loaded.error)
        for res in grade(loaded.outline, rubric).criteria:
            expected = label[res.id] == "pass"
            pairs[res.id].append((expected, res.passed))
            if expected != res.passed:
                disagreements.append(f"{name} {res.id}: expected {label[res.id]}, got "
                                     f"{'pass' if res.passed else 'fail'}")
    table = "\n".join(f"{c:24} agreement {sum(a == b for a, b in p) / len(p):.3f}  kappa {_kappa(p):.3f}  (n={len(p)})"
                      for c, p in pairs.items())
    print("\nheld-out corpus\n" + table + "\n" + "\n".join(disagreements))
    for c, p in pairs.items():
        assert sum(a == b for a, b in p) / len(p) >= FLOOR, table + "\n" + "\n".join(disagreements)
