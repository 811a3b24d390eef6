"""Would a learned per-criterion judge generalise to new writers better than the engine? (issue 8)

A measurement, not a grader: nothing here changes `workbench check`. For each criterion, a logistic
regression is trained on the labelled entries of every split EXCEPT the test split and evaluated on the
test split. Test splits: blind6 (the engine was never tuned on it: the only fair comparison), and, as
secondary rows, blind5 and dev_e (the engine's rules were tuned on both, and the backstop trained on
dev_e: the engine's numbers there are in-sample).

Feature sets (docs/grading-standard.md, "A learned judge, measured (not adopted)"):
  engine         the release engine's verdict (rules + learned backstop) -- the baseline, no learning
  ngrams         word uni/bigrams + character 3..5-grams of the entry (workbench/rubric/backstop.py)
  ngrams+engine  the same + the engine's verdicts (with and without the backstop), failure kind,
                 recognised concept ids and, for the trade-off, its structure tags (stacking)
  wordllama      mean-pooled wordllama static embeddings of the entry (256 dimensions), when it loads

Hyperparameters (C, and the probability threshold of a pass) are chosen per criterion by an inner
leave-one-split-out CV over the training splits only (the outline splits; the paraphrase families are
always training data, never a fold): the pair with the highest pooled out-of-fold criterion agreement.
The test split is never read for a choice.

    pip install -e '.[train]'          # scikit-learn, numpy
    python benchmarks/judge_cv.py --cache rows.json [--wordllama DIR]

--wordllama DIR: a folder holding the `wordllama` package (e.g. `pip install --no-deps --target DIR
wordllama`); it is loaded offline from the files in the wheel. Writes benchmarks/results/judge_cv.json
and prints aggregate numbers only (no file of a blind split is named).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import train_backstop as tb  # noqa: E402  (puts the repository and tests/ on sys.path)

CRITERIA = tb.CRITERIA
EXTRA = ["tests/corpus_real/blind5/a", "tests/corpus_real/blind5/b", "tests/corpus_real/blind6/a",
         "tests/corpus_real/blind6/b", "tests/corpus_real/blind7/a", "tests/corpus_real/blind7/b",
         "tests/corpus_real/blind8/a", "tests/corpus_real/blind8/b", "tests/corpus_real/dev_f/a",
         "tests/corpus_real/dev_f/b", "tests/corpus_real/dev_f/c", "tests/corpus_real/dev_f/d",
         "tests/corpus_real/blind9/a", "tests/corpus_real/blind9/b", "tests/corpus_real/blind10/a",
         "tests/corpus_real/blind10/b", "tests/corpus_real/blind11/a", "tests/corpus_real/blind11/b",
         "tests/corpus_real/dev_g/a", "tests/corpus_real/dev_g/b", "tests/corpus_real/blind12/a",
         "tests/corpus_real/blind12/b", "tests/corpus_real/blind13/a", "tests/corpus_real/blind13/b",
         "tests/corpus_real/blind13/c", "tests/corpus_real/blind13/d"]
TESTS = ["blind6", "blind5", "dev_e"]
CS = [0.1, 1.0, 10.0]
THRESHOLDS = [round(0.2 + 0.05 * i, 2) for i in range(13)]  # 0.2 .. 0.8
RESULTS = ROOT / "benchmarks" / "results" / "judge_cv.json"
BACKSTOP = ROOT / "exercises" / "flashattention" / "backstop.json"


def group(split: str) -> str:
    """The split a row belongs to as a whole: blind4_a / blind4_b -> blind4, dev_f_a .. dev_f_d -> dev_f (the parts of one split)."""
    return re.sub(r"^(blind\d+|dev_[fg])_[a-d]$", r"\1", split)


def load_rows(cache: str | None) -> list[dict]:
    """Every labelled criterion row (tb.rows_of) of the development splits, blind5 and blind6, and the
    paraphrase families, with the release engine's verdict (`release`: rules + backstop) added."""
    if cache and Path(cache).exists():
        return json.loads(Path(cache).read_text(encoding="utf-8"))
    rubric = tb.load_rubric()
    tb.FORBIDDEN = ()  # this benchmark reads blind6 on purpose, as a test split, aggregate numbers only
    rows = [r for s in [*tb.SPLITS, *EXTRA] for r in tb.rows_of(s, rubric)] + tb.paraphrase_rows(rubric)
    mdl = json.loads(BACKSTOP.read_text(encoding="utf-8"))
    release = tb.apply(mdl["criteria"], rows, mdl["features"])
    for r in rows:
        r["release"] = release[(r["split"], r["file"], r["criterion"])]
        r["group"] = group(r["split"])
    if cache:
        Path(cache).write_text(json.dumps(rows), encoding="utf-8")
    return rows


def feats(r: dict, fset: str) -> dict:
    if fset == "ngrams":
        return dict.fromkeys(tb.backstop.features(r["text"], None, (), "words+chars"), 1)
    f = dict.fromkeys(tb.backstop.features(r["text"], r["kind"], r["concepts"], "words+chars+engine+struct",
                                           r.get("struct", ())), 1)
    f["v:release"] = 1 if r["release"] else 0
    f["v:rules"] = 1 if r["engine"] else 0
    return f


def matrices(rows, wl_dir: str | None) -> dict:
    """Feature matrix per learned feature set, one row per criterion row (vocabulary only, no labels)."""
    from sklearn.feature_extraction import DictVectorizer

    out = {}
    for fset in ("ngrams", "ngrams+engine"):
        out[fset] = DictVectorizer().fit_transform([feats(r, fset) for r in rows]).tocsr()
    if wl_dir:
        try:
            sys.path.insert(0, wl_dir)
            import numpy as np
            import wordllama
            from wordllama import WordLlama

            # the wheel bundles weights and tokenizer; pointing the cache at the package finds both offline
            wl = WordLlama.load(cache_dir=Path(wordllama.__file__).parent, disable_download=True)
            emb = wl.embed([r["text"][:4000] or "-" for r in rows], norm=True)
            out["wordllama"] = np.asarray(emb, dtype=float)
        except Exception as exc:  # noqa: BLE001 -- optional: report and go on without it
            print(f"wordllama not measured: {type(exc).__name__}: {exc}")
    return out


def fit_predict(x, y, train, test, c: float):
    from sklearn.linear_model import LogisticRegression

    ys = y[train]
    if ys.min() == ys.max():
        return [float(ys[0])] * len(test)
    clf = LogisticRegression(C=c, solver="liblinear", max_iter=2000)
    clf.fit(x[train], ys)
    return clf.predict_proba(x[test])[:, 1]


def choose(x, y, idx, groups):
    """(C, threshold, inner agreement) by leave-one-split-out CV over `idx` (the training rows)."""
    import numpy as np

    outline = [i for i in idx if groups[i] != "paraphrases"]
    inner = sorted({groups[i] for i in outline})
    best_key, best = None, (1.0, 0.5, 0.0)
    for c in CS:
        probs, labels = [], []
        for g in inner:
            tr = np.array([i for i in idx if groups[i] != g])
            te = np.array([i for i in outline if groups[i] == g])
            probs.extend(fit_predict(x, y, tr, te, c))
            labels.extend(y[te])
        probs, labels = np.array(probs), np.array(labels)
        for t in THRESHOLDS:
            acc = float(((probs >= t) == labels).mean())
            key = (acc, -abs(t - 0.5), -abs(np.log10(c)))  # ties: the threshold nearer 0.5, then C nearer 1
            if best_key is None or key > best_key:
                best_key, best = key, (c, t, acc)
    return best


def run(rows, mats, tests, log) -> dict:
    import numpy as np

    groups = [r["group"] for r in rows]
    y = np.array([1 if r["label"] else 0 for r in rows])
    res = {}
    for test in tests:
        test_rows = [r for r in rows if r["group"] == test]
        entry = {"n_rows": len(test_rows),
                 "engine (release: rules + backstop)": tb.metrics(test_rows, lambda r: r["release"]),
                 "engine rules alone (backstop off)": tb.metrics(test_rows, lambda r: r["engine"])}
        for fset, x in mats.items():
            verdict, chosen = {}, {}
            for crit in CRITERIA:
                train = [i for i, r in enumerate(rows) if r["criterion"] == crit and groups[i] != test]
                te = [i for i, r in enumerate(rows) if r["criterion"] == crit and groups[i] == test]
                t0 = time.time()
                c, t, inner = choose(x, y, train, groups)
                p = fit_predict(x, y, np.array(train), np.array(te), c)
                for i, pi in zip(te, p):
                    verdict[i] = bool(pi >= t)
                chosen[crit] = {"C": c, "threshold": t, "inner_cv_agreement": round(inner, 3)}
                log(f"  {test} {fset:14} {crit:22} C={c} t={t} inner {inner:.3f} ({time.time() - t0:.0f} s)")
            index = {id(r): i for i, r in enumerate(rows)}
            m = tb.metrics(test_rows, lambda r: verdict[index[id(r)]])
            entry[fset] = {**m, "chosen": chosen, "vs_engine": mcnemar(test_rows, lambda r: verdict[index[id(r)]])}
        res[test] = entry
    return res


def mcnemar(rows, verdict) -> dict:
    """Paired comparison with the release engine on the same criterion verdicts: how many the judge gets
    right that the engine gets wrong (and the reverse), with the exact two-sided McNemar p-value."""
    from scipy.stats import binomtest

    won = sum(verdict(r) == r["label"] != r["release"] for r in rows)
    lost = sum(r["release"] == r["label"] != verdict(r) for r in rows)
    p = binomtest(won, won + lost, 0.5).pvalue if won + lost else 1.0
    return {"judge_right_engine_wrong": won, "engine_right_judge_wrong": lost, "mcnemar_p": round(float(p), 4)}


def fmt(name, m) -> str:
    a, k = m["agreement"], m["kappa"]
    crit = "  ".join(f"{a[c]:.3f} ({k[c]:.2f})" for c in CRITERIA)
    return (f"  {name:36} {crit}  overall {m['overall']:.3f}  rejected {m['rejected']:.1%}  "
            f"FF {m['false_fails']:3} FP {m['false_passes']:3}"
            + (f"  vs engine +{v['judge_right_engine_wrong']} -{v['engine_right_judge_wrong']} p={v['mcnemar_p']}"
               if (v := m.get("vs_engine")) else ""))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cache", help="a JSON file to keep the graded rows in between runs (regraded when absent)")
    ap.add_argument("--wordllama", help="a folder holding the wordllama package (optional feature set)")
    ap.add_argument("--tests", default=",".join(TESTS), help="comma-separated test splits")
    args = ap.parse_args(argv)
    t0 = time.time()
    rows = load_rows(args.cache)
    digest = tb.data_hash(rows)
    print(f"{len(rows)} criterion rows, groups: {', '.join(sorted({r['group'] for r in rows}))}; data hash {digest} "
          f"({time.time() - t0:.0f} s)")
    mats = matrices(rows, args.wordllama)
    print(f"feature sets: {', '.join(f'{k} {v.shape[1]}' for k, v in mats.items())}")
    res = run(rows, mats, [t for t in args.tests.split(",") if t], lambda s: print(s, flush=True))
    print(f"\nper criterion agreement (kappa): {', '.join(CRITERIA)}")
    for test, entry in res.items():
        print(f"{test} ({entry['engine (release: rules + backstop)']['n']} outlines, "
              f"{entry['engine (release: rules + backstop)']['correct']} labelled correct)")
        for name, m in entry.items():
            if isinstance(m, dict):
                print(fmt(name, m))
    # test splits measured by an earlier run on the same data are kept (one file for every split)
    old = json.loads(RESULTS.read_text(encoding="utf-8")) if RESULTS.exists() else {}
    if old.get("data_hash") == digest:
        res = {**old.get("results", {}), **res}
    out = {"data_hash": digest, "command": "python benchmarks/judge_cv.py --tests " + ",".join(res)
           + (" --wordllama DIR" if "wordllama" in mats else ""),
           "C_grid": CS, "threshold_grid": THRESHOLDS, "results": res}
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {RESULTS.relative_to(ROOT)} ({time.time() - t0:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
