"""Keep the engine's verdicts on a labelled split before anyone tunes on it.

A learned judge that stacks the engine's verdict on its own features must learn from the engine's honest
errors, but once a round tunes the rules on a split, the engine's verdicts there are in-sample (they repeat
the labels), and the errors it made before are lost (docs/grading-standard.md, "A learned judge,
measured"). Run this on every new split right after it is graded once, and commit the file:

    python benchmarks/snapshot_verdicts.py tests/corpus_real/blind6/a tests/corpus_real/blind6/b \\
        --out benchmarks/results/verdicts/blind6.json

For each outline file: its labels and the engine's verdict per criterion with the learned backstop on (the
release) and off, the rules' failure kind per criterion (`kinds_off`), with the commit and the date.
`benchmarks/train_judge.py` chooses the learned judge's thresholds on these honest verdicts. Aggregate numbers only are printed.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))


def _commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, timeout=10)
        return out.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def snapshot(folders: list[Path]) -> dict:
    from agreement import CRITERIA, graded
    from workbench.rubric.load import load_rubric

    rubric = load_rubric()
    rubrics = {"backstop_on": rubric, "backstop_off": rubric.model_copy(update={"learned_backstop": False})}
    files: dict[str, dict] = {}
    for folder in folders:
        for mode, r in rubrics.items():
            for name, label, got in graded(folder, r):
                key = f"{folder.relative_to(ROOT).as_posix()}/{name}"
                row = files.setdefault(key, {"labels": {c: label[c] for c in CRITERIA}})
                row[mode] = {c: got[c].passed for c in CRITERIA}
                if mode == "backstop_off":
                    # the rules' failure kind (None for a pass): what the learned judge's gate reads
                    row["kinds_off"] = {c: got[c]._fail_kind for c in CRITERIA}
    return {"commit": _commit(), "created": dt.date.today().isoformat(), "criteria": list(CRITERIA),
            "files": files}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folders", nargs="+", type=Path, help="labelled folders (each with labels.yaml)")
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args(argv)
    folders = [f.resolve() for f in a.folders]
    missing = [str(f) for f in folders if not (f / "labels.yaml").is_file()]
    if missing:
        print(f"snapshot_verdicts: no labels.yaml in {', '.join(missing)}", file=sys.stderr)
        return 2
    snap = snapshot(folders)
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(json.dumps(snap, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    rows = snap["files"].values()
    for mode in ("backstop_on", "backstop_off"):
        agree = sum(r[mode][c] == (r["labels"][c] == "pass") for r in rows for c in snap["criteria"])
        print(f"{mode}: {agree / (len(snap['criteria']) * len(rows)):.3f} of criterion verdicts agree "
              f"({len(rows)} outlines)")
    print(f"wrote {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
