"""Grade a labelled corpus folder and measure agreement with its labels (shared by the corpus tests).

A folder holds outline files and labels.yaml: {file: {criterion: pass|fail, ..., note}} or
{file: {error: kind}} for files that cannot be evaluated.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from workbench.outline.load import load_outline
from workbench.rubric.engine import grade
from workbench.rubric.load import load_rubric

CRITERIA = ["memoryTraffic", "tiling", "numericalStability", "failureModeOrTradeOff"]


def kappa(pairs: list[tuple[bool, bool]]) -> float:
    """Cohen's kappa of (label, grader) verdict pairs."""
    n = len(pairs)
    po = sum(a == b for a, b in pairs) / n
    pa, pb = sum(a for a, _ in pairs) / n, sum(b for _, b in pairs) / n
    pe = pa * pb + (1 - pa) * (1 - pb)
    return 1.0 if pe == 1 else (po - pe) / (1 - pe)


def graded(folder: Path, rubric=None) -> list[tuple[str, dict, dict]]:
    """(file, label, {criterion id: CriterionResult}) for every labelled file of `folder` that can be
    evaluated; files labelled with an error kind are asserted to give that error."""
    labels = yaml.safe_load((folder / "labels.yaml").read_text(encoding="utf-8"))
    rubric = rubric or load_rubric()
    rows = []
    for name, label in sorted(labels.items()):
        loaded = load_outline(folder / name, timeout=10)
        if "error" in label:
            assert loaded.error is not None and loaded.error.kind == label["error"], (name, loaded.error)
            continue
        assert loaded.error is None, (name, loaded.error)
        rows.append((name, label, {r.id: r for r in grade(loaded.outline, rubric).criteria}))
    return rows


def measure(folder: Path, title: str) -> tuple[dict[str, list[tuple[bool, bool]]], str]:
    """Grade every labelled file; return the verdict pairs per criterion and a printable table
    (agreement, kappa, then each disagreement). Error labels are asserted here."""
    pairs: dict[str, list[tuple[bool, bool]]] = {c: [] for c in CRITERIA}
    disagreements = []
    for name, label, results in graded(folder):
        for res in results.values():
            expected = label[res.id] == "pass"
            pairs[res.id].append((expected, res.passed))
            if expected != res.passed:
                disagreements.append(f"{name} {res.id}: expected {label[res.id]}, got "
                                     f"{'pass' if res.passed else 'fail'}: {res.feedback[:160]}")
    rows = [f"{c:24} agreement {agreement(p):.3f}  kappa {kappa(p):.3f}  (n={len(p)})" for c, p in pairs.items()]
    return pairs, "\n".join([title, *rows, *disagreements])


def agreement(pairs: list[tuple[bool, bool]]) -> float:
    return sum(a == b for a, b in pairs) / len(pairs)


def rewrite(text: str, rng, swaps) -> str:
    """`text` with each (pattern, choices) of `swaps` replaced by a random choice, then, at random,
    upper-cased and broken into lines: rewordings the standard treats as equal."""
    import re

    for pattern, choices in swaps:
        text = re.sub(pattern, lambda m: rng.choice(choices), text)
    if rng.random() < 0.3:
        text = text.upper()
    if rng.random() < 0.3:
        text = text.replace(". ", ".\n")
    return text
