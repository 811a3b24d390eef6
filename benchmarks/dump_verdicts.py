"""Every report of every corpus and example file, one JSON line each: the before/after check for
changes to the grading machinery (pattern compilation, caching, imports) that must change no verdict.

Each file is loaded as `check` loads it (AST literal, else the sandbox) and graded with its exercise's
own rubric as `check` loads it (the JSON cache), with the bundled evidence, and the whole report is
written: verdicts, scores, feedback, quotes and cited evidence. Compare two dumps with `diff`:

    python benchmarks/dump_verdicts.py --out before.jsonl
    ... change the machinery ...
    python benchmarks/dump_verdicts.py --out after.jsonl --cold
    diff before.jsonl after.jsonl && echo "no verdict changed"

--cold forgets every compiled pattern before each file, so each file is graded as the only one of a
fresh `check` process grades it (whatever a lazy or prefiltered compilation skips for that file alone).
Loaded outlines are kept in --outlines (a pickle) so a second dump need not run the sandbox again.
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

FOLDERS = [  # (glob under the repository, exercise id)
    ("tests/corpus/*.py", "flashattention"),
    ("tests/corpus_blind3/*.py", "flashattention"),
    ("tests/corpus_heldout/**/*.py", "flashattention"),
    ("tests/corpus_real/**/*.py", "flashattention"),
    ("exercises/flashattention/examples/*.py", "flashattention"),
    ("tests/corpus_review/**/*.py", "review"),
    ("exercises/review/examples/*.py", "review"),
]


def forget_compiled() -> None:
    """Drop every compiled rubric pattern, as in a fresh process."""
    from workbench.rubric import matching

    reset = getattr(matching, "reset_compiled", None)
    if reset is not None:
        reset()
        return
    matching.rx.cache_clear()
    matching._variant_rx.cache_clear()
    matching._variants_rx.cache_clear()
    matching._COMPILED.clear()


def files() -> list[tuple[str, str]]:
    out = []
    for pattern, exercise in FOLDERS:
        out += [(str(p.relative_to(ROOT)), exercise) for p in sorted(ROOT.glob(pattern))]
    return out


def load_all(cache: Path | None) -> dict:
    if cache is not None and cache.exists():
        return pickle.loads(cache.read_bytes())
    from workbench.exercise import get
    from workbench.outline.load import load_outline

    loaded = {}
    for rel, exercise in files():
        res = load_outline(ROOT / rel, timeout=10, contract=get(exercise).contract)
        loaded[rel] = (exercise, res.outline, None if res.error is None else res.error.kind)
    if cache is not None:
        cache.write_bytes(pickle.dumps(loaded))
    return loaded


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--cold", action="store_true", help="forget compiled patterns before each file")
    ap.add_argument("--outlines", type=Path, default=None, help="pickle of loaded outlines (made if missing)")
    ns = ap.parse_args()
    from workbench.exercise import get
    from workbench.facts.load import load_evidence
    from workbench.rubric.engine import grade

    setups = {}
    n = 0
    with ns.out.open("w", encoding="utf-8") as out:
        for rel, (exercise, outline, error) in sorted(load_all(ns.outlines).items()):
            if exercise not in setups:
                ex = get(exercise)
                ev = load_evidence(ex.evidence) if ex.evidence is not None and ex.evidence.exists() else None
                setups[exercise] = (ex, ex.rubric(), ev)
            ex, rubric, ev = setups[exercise]
            if outline is None:
                out.write(json.dumps({"file": rel, "error": error}) + "\n")
                continue
            if ns.cold:
                forget_compiled()
            report = grade(outline, rubric, ev, exercise=ex)
            out.write(json.dumps({**report.model_dump(mode="json"), "file": rel}, ensure_ascii=False) + "\n")
            n += 1
    print(f"{n} files graded -> {ns.out}")


if __name__ == "__main__":
    main()
