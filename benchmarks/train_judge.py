"""Train and measure the learned judge beside the rules (docs/grading-standard.md, "The learned judge").

Per criterion, a logistic regression over an entry's word and character n-grams
(workbench/rubric/backstop.py) estimates how likely an expert is to pass it. `workbench check` reads it
at two thresholds:
  pass_at     a rules' fail for lack of recognition (backstop.RECOVERABLE) becomes a pass when p >= pass_at;
  fail_below  a rules' pass becomes a fail ("unsure") when p < fail_below (0 turns this off).
Misconceptions, wrong facts, tiles that cannot fit, placeholders and missing entries stay failed.

Why the thresholds are chosen on *honest* verdicts: once a tuning round has fitted the rules to a split,
the rules' verdicts there repeat its labels, and a threshold chosen on them learns to trust the rules far
more than new writing deserves. `benchmarks/results/verdicts/` keeps, for every split graded once before
anyone tuned on it, the rules' verdict and failure kind at that time. The thresholds (and C) are chosen
to maximise criterion agreement on those rows, with each row's probability out of fold (the model that
scored it never saw its split). The model itself trains on every labelled split.

    pip install -e '.[train]'
    python benchmarks/train_judge.py cv     # leave one honest split out: choose on the others, measure on it
    python benchmarks/train_judge.py fit    # write exercises/flashattention/backstop.json

FORBIDDEN splits (the blind split held out as this release's estimate) are never read.
Offline only: needs scikit-learn and numpy, never imported by `workbench check`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import judge_cv  # noqa: E402  (puts the repository and tests/ on sys.path)
import train_backstop as tb  # noqa: E402

from workbench.rubric import backstop  # noqa: E402

CRITERIA = tb.CRITERIA
FORBIDDEN = ("blind14", "blind15")
VERDICTS = ROOT / "benchmarks" / "results" / "verdicts"
OUT = ROOT / "exercises" / "flashattention" / "backstop.json"
RESULTS = ROOT / "benchmarks" / "results" / "judge_honest_cv.json"
CS = [0.1, 1.0, 10.0]
PASS_AT = [round(0.3 + 0.05 * i, 2) for i in range(14)]  # 0.3 .. 0.95
FAIL_BELOW = [0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3]
FEATURES = "words+chars"


def honest_verdicts() -> dict:
    """(split id, file) -> {criterion: (passed, kind)}: the rules' verdicts kept before any tuning."""
    out = {}
    for path in sorted(VERDICTS.glob("*.json")):
        snap = json.loads(path.read_text(encoding="utf-8"))
        for name, row in snap["files"].items():
            if "kinds_off" not in row:
                continue
            folder, file = name.rsplit("/", 1)
            out[(tb.split_id(folder), file)] = {c: (row["backstop_off"][c], row["kinds_off"][c]) for c in CRITERIA}
    return out


def load(cache: str | None) -> list[dict]:
    rows = [r for r in judge_cv.load_rows(cache) if not any(f in r["split"] for f in FORBIDDEN)]
    honest = honest_verdicts()
    for r in rows:
        h = honest.get((r["split"], r["file"]))
        r["honest"] = list(h[r["criterion"]]) if h else None
    return rows


def decide(engine: bool, kind: str | None, has_text: bool, p: float, pass_at: float, fail_below: float,
           may_doubt: bool = True) -> bool:
    """The verdict `workbench check` gives (workbench/rubric/engine.py `_learned`), as a pure function;
    `may_doubt`: backstop.may_doubt of the entry (a rules' pass of a short entry, or of one with two or more
    recognised mechanisms, is never doubted). The engine's third guard -- a pass the rules gave on another
    entry's words is not doubted -- is not modelled here: it changes no verdict on the labelled corpora."""
    if engine:
        return p >= fail_below or not may_doubt
    return has_text and kind in backstop.RECOVERABLE and p >= pass_at


def _decide_row(r: dict, p: float, pass_at: float, fail_below: float) -> bool:
    # the honest rules' verdict and kind; may_doubt reads the release rules' concepts (the honest snapshots
    # keep verdicts and kinds, not concepts)
    return decide(r["honest"][0], r["honest"][1], bool(r["text"]), p, pass_at, fail_below,
                  backstop.may_doubt(r["text"], r["concepts"]))


def fit(rows: list[dict], feats: list[set], idx: list[int], c: float, max_weights: int) -> tuple[dict, float]:
    """A logistic regression on rows `idx`: (weights, bias), the `max_weights` largest in magnitude kept."""
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    ys = [rows[i]["label"] for i in idx]
    if len(set(ys)) < 2:
        return {}, (20.0 if ys and ys[0] else -20.0)
    vec = DictVectorizer()
    x = vec.fit_transform([dict.fromkeys(feats[i], 1) for i in idx]).tocsr()
    x.indices, x.indptr = x.indices.astype("int32"), x.indptr.astype("int32")  # liblinear takes 32-bit indices
    clf = LogisticRegression(C=c, solver="liblinear", max_iter=2000).fit(x, ys)
    w = {n: float(v) for n, v in zip(vec.get_feature_names_out(), clf.coef_[0]) if abs(v) >= 1e-4}
    if max_weights and len(w) > max_weights:
        w = dict(sorted(w.items(), key=lambda kv: -abs(kv[1]))[:max_weights])
    return {k: round(v, 4) for k, v in sorted(w.items())}, round(float(clf.intercept_[0]), 4)


def out_of_fold(rows, feats, max_weights: int, log) -> dict:
    """{(C, criterion): {row index: p}} for the rows of the honest splits, each from a model trained on
    every other split (the paraphrase families always train)."""
    groups = {r["group"] for r in rows if r["honest"] is not None}
    out: dict = {}
    for crit in CRITERIA:
        ci = [i for i, r in enumerate(rows) if r["criterion"] == crit]
        for g in sorted(groups):
            tr = [i for i in ci if rows[i]["group"] != g]
            te = [i for i in ci if rows[i]["group"] == g]
            for c in CS:
                w, b = fit(rows, feats, tr, c, max_weights)
                out.setdefault((c, crit), {}).update({i: backstop.probability(w, b, feats[i]) for i in te})
        log(f"  out of fold: {crit}")
    return out


def choose(rows, oof, crit: str, idx: list[int]) -> dict:
    """C, pass_at and fail_below with the highest agreement on honest rows `idx` (ties: fewer changes to
    the rules -- a higher pass_at and a lower fail_below -- then C nearer 1)."""
    import math

    best_key, best = None, None
    for c in CS:
        p = oof[(c, crit)]
        for t in PASS_AT:
            for d in FAIL_BELOW:
                agree = sum(_decide_row(rows[i], p[i], t, d) == rows[i]["label"] for i in idx)
                key = (agree, t, -d, -abs(math.log10(c)))
                if best_key is None or key > best_key:
                    best_key, best = key, {"C": c, "pass_at": t, "fail_below": d, "agreement": round(agree / len(idx), 4)}
    return best


def cv(rows, oof) -> dict:
    """Leave one honest split out: choose on the other honest splits, measure on it (and pooled)."""
    honest_groups = sorted({r["group"] for r in rows if r["honest"] is not None})
    res, pooled_rows, pooled = {}, [], {}
    for g in honest_groups:
        test = [i for i, r in enumerate(rows) if r["group"] == g]
        chosen = {}
        for crit in CRITERIA:
            train = [i for i, r in enumerate(rows) if r["honest"] is not None and r["group"] != g and r["criterion"] == crit]
            ch = chosen[crit] = choose(rows, oof, crit, train)
            for i in test:
                if rows[i]["criterion"] == crit:
                    pooled[i] = _decide_row(rows[i], oof[(ch["C"], crit)][i], ch["pass_at"], ch["fail_below"])
        trs = [rows[i] for i in test]
        index = {id(rows[i]): i for i in test}
        res[g] = {"rules (honest)": tb.metrics(trs, lambda r: r["honest"][0]),
                  "rules + judge": tb.metrics(trs, lambda r: pooled[index[id(r)]]), "chosen": chosen}
        pooled_rows.extend(trs)
    index = {id(r): i for i, r in enumerate(rows)}
    res["pooled"] = {"rules (honest)": tb.metrics(pooled_rows, lambda r: r["honest"][0]),
                     "rules + judge": tb.metrics(pooled_rows, lambda r: pooled[index[id(r)]])}
    return res


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["cv", "fit"])
    ap.add_argument("--cache", help="a JSON file to keep the graded rows in between runs")
    ap.add_argument("--max-weights", type=int, default=10000, help="weights kept per criterion (0: all)")
    a = ap.parse_args(argv)
    t0 = time.time()

    def log(s):
        print(f"{s} ({time.time() - t0:.0f} s)", flush=True)

    rows = load(a.cache)
    for r in rows:
        r["group"] = judge_cv.group(r["split"])
    feats = [backstop.features(r["text"], None, (), FEATURES) for r in rows]
    digest = tb.data_hash(rows)
    n_honest = len({(r["split"], r["file"]) for r in rows if r["honest"] is not None})
    log(f"{len(rows)} criterion rows; {n_honest} outlines with honest verdicts; data hash {digest}")
    oof = out_of_fold(rows, feats, a.max_weights, log)
    res = cv(rows, oof)
    for g, e in res.items():
        print(g)
        for name in ("rules (honest)", "rules + judge"):
            print(judge_cv.fmt(name, e[name]))
    # both modes write the CV table (fit's thresholds are chosen by the same protocol on every honest split)
    RESULTS.write_text(json.dumps({"data_hash": digest, "max_weights": a.max_weights,
                                   "command": f"python benchmarks/train_judge.py cv --max-weights {a.max_weights}",
                                   "results": res}, indent=1) + "\n", encoding="utf-8")
    log(f"wrote {RESULTS.relative_to(ROOT)}")
    if a.mode == "cv":
        return 0
    model = {"about": "Learned judge of workbench check (docs/grading-standard.md, 'The learned judge'): per criterion "
                      "a logistic regression over binary n-gram features; p = sigmoid(bias + sum of the weights of the "
                      "features present). A rules' fail of a kind in backstop.RECOVERABLE becomes a pass when p >= "
                      "threshold; a rules' pass becomes an 'unsure' fail when p < fail_below.",
             "command": f"python benchmarks/train_judge.py fit --max-weights {a.max_weights}",
             "features": FEATURES, "max_weights": a.max_weights, "data_hash": digest,
             "splits": sorted({r["split"] for r in rows}),
             "honest_splits": sorted({r["group"] for r in rows if r["honest"] is not None}),
             "cv": {g: {k: v for k, v in e.items() if k != "chosen"} for g, e in res.items()}, "criteria": {}}
    for crit in CRITERIA:
        ch = choose(rows, oof, crit, [i for i, r in enumerate(rows) if r["honest"] is not None and r["criterion"] == crit])
        w, b = fit(rows, feats, [i for i, r in enumerate(rows) if r["criterion"] == crit], ch["C"], a.max_weights)
        model["criteria"][crit] = {"C": ch["C"], "threshold": ch["pass_at"], "fail_below": ch["fail_below"],
                                   "honest_agreement": ch["agreement"], "bias": b, "weights": w}
        log(f"  {crit}: C={ch['C']} pass_at={ch['pass_at']} fail_below={ch['fail_below']} "
            f"(honest agreement {ch['agreement']:.3f}, {len(w)} weights)")
    OUT.write_text(json.dumps(model, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    log(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
