"""Agreement on real writing (issue 8): outlines assembled from real public text (papers, library docs
and docstrings, issue threads, blogs in several languages, lecture notes) and learner-style rewrites,
labelled per criterion by independent labellers before the grader ran.

tests/corpus_real/dev_a, dev_b and dev_c are DEVELOPMENT splits: the rubric and the claims engine were
tuned on them (dev_c after it was graded once, untuned), so their numbers are optimistic. dev_d (90 outlines,
third round) was graded once before tuning; then only its odd-numbered files were tuned on, and its
even-numbered half is a generalisation check printed in aggregate only. The accuracy estimate is the blind split held by others
(docs/grading-standard.md). Prints, per split present and for all splits together, the four numbers
the issue asks for: per-criterion agreement, overall-verdict agreement, Cohen's kappa per criterion,
and the share of correct outlines (all four criteria labelled pass) that the grader rejects; then
every disagreement.

    python -m pytest tests/test_corpus_real.py -s
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from agreement import CRITERIA, agreement, kappa
from agreement import graded as grade_labelled
from workbench.rubric.load import load_rubric

ROOT = Path(__file__).parent / "corpus_real"
SPLITS = sorted(p for p in ROOT.glob("dev_*") if (p / "labels.yaml").exists()) if ROOT.exists() else []
BLIND = ROOT / "blind"

# Floors a little below what was measured at the end of the tuning round (see docs/grading-standard.md),
# so that one new disagreement does not fail CI but a regression does.
# Measured at the end of the third tuning round over every tuned-on outline (dev_a + dev_b + dev_c + dev_d's
# odd half, 245 outlines): agreement 0.992 / 0.996 / 0.996 / 0.984, kappa >= 0.946, overall verdicts 0.984,
# 0.8 % of correct outlines rejected (the second round, dev_a + dev_b + dev_c: 0.985 / 0.995 / 0.995 / 0.980,
# overall 0.980, 1.0 %; the first, dev_a + dev_b: 0.993 / 0.993 / 1.000 / 0.993, overall 0.986, 1.4 %).
FLOOR_CRITERION = 0.97
FLOOR_OVERALL = 0.96
FLOOR_KAPPA = 0.92
CEILING_REJECTED = 0.03


def _grade_split(folder: Path, rubric):
    return [(folder.name, name, {c: label[c] == "pass" for c in CRITERIA}, got)
            for name, label, got in grade_labelled(folder, rubric)]


def numbers(rows) -> dict:
    pairs = {c: [(lab[c], got[c].passed) for _, _, lab, got in rows] for c in CRITERIA}
    overall = [(all(lab.values()), all(got[c].passed for c in CRITERIA)) for _, _, lab, got in rows]
    correct = [g for e, g in overall if e]
    return {
        "n": len(rows),
        "agreement": {c: agreement(p) for c, p in pairs.items()},
        "kappa": {c: kappa(p) for c, p in pairs.items()},
        "overall": agreement(overall),
        "correct": len(correct),
        "rejected": (sum(not g for g in correct) / len(correct)) if correct else 0.0,
    }


def table(title: str, rows) -> str:
    m = numbers(rows)
    lines = [f"{title} ({m['n']} outlines, {m['correct']} labelled correct)"]
    for c in CRITERIA:
        lines.append(f"  {c:24} agreement {m['agreement'][c]:.3f}  kappa {m['kappa'][c]:.3f}")
    lines.append(f"  overall verdicts {m['overall']:.3f}; correct outlines rejected {m['rejected']:.1%}")
    return "\n".join(lines)


def disagreements(rows) -> list[str]:
    out = []
    for split, name, lab, got in rows:
        for c in CRITERIA:
            if lab[c] != got[c].passed:
                out.append(f"{split}/{name} {c}: labelled {'pass' if lab[c] else 'fail'}, graded "
                           f"{'pass' if got[c].passed else 'fail'}: {got[c].feedback[:150]}")
    return out


@pytest.fixture(scope="module")
def graded():
    if not SPLITS:
        pytest.skip("no tests/corpus_real/dev_* split present")
    rubric = load_rubric()
    return {p.name: _grade_split(p, rubric) for p in SPLITS}


def _half(rows, odd: bool):
    return [r for r in rows if int(r[1][1:4]) % 2 == (1 if odd else 0)]


def _tuned(graded) -> list:
    """Every outline the rubric was tuned on: dev_a, dev_b, dev_c and dev_d's odd-numbered half."""
    return [r for name, rows in graded.items() for r in (_half(rows, True) if name == "dev_d" else rows)]


def _two_half_split(split: Path, title: str, first_labels: str) -> dict:
    """Grade a split of two halves (a/, b/; blind13 has four parts, a/ to d/) each labelled twice; print aggregate
    numbers only (no file's disagreements, so that a blind split is not tuned on by accident) and the labellers'
    agreement."""
    parts = [p for p in (split / x for x in "abcd") if (p / "labels.yaml").exists()]
    if not parts:
        pytest.skip(f"no tests/corpus_real/{split.name} split present")
    rubric = load_rubric()
    rows, raters = [], []
    for part in parts:
        part_rows = _grade_split(part, rubric)
        rows += part_rows
        print("\n" + table(f"{split.name}/{part.name} (aggregate only)", part_rows))
        first = yaml.safe_load((part / first_labels).read_text(encoding="utf-8"))
        second = yaml.safe_load((part / "labels_second.yaml").read_text(encoding="utf-8"))
        raters += [(first[f][c] == "pass", second[f][c] == "pass") for f in first for c in CRITERIA]
    print("\n" + table(f"{split.name} pooled ({title})", rows))
    print(f"  first and second labellers agree on {agreement(raters):.3f} of criterion labels")
    return numbers(rows)


def _at_least(m: dict, measured: dict) -> None:
    for c in CRITERIA:
        assert m["agreement"][c] >= measured["agreement"][c] - 1e-3, (c, m)
    assert m["overall"] >= measured["overall"] - 1e-3, m
    assert m["rejected"] <= measured["rejected"] + 1e-3, m


def test_real_writing_agreement(graded):
    tuned = _tuned(graded)
    report = [table(name, rows) for name, rows in graded.items() if name != "dev_d"]
    if "dev_d" in graded:
        # dev_d's even half is the third round's generalisation check: only its odd half was tuned on, so
        # only the even half's aggregate numbers are printed (test_dev_d_even_half), never its disagreements
        report.append(table("dev_d odd half (tuned on)", _half(graded["dev_d"], True)))
    report.append(table("all tuned-on dev outlines", tuned))
    report.extend(disagreements(tuned))
    print("\n" + "\n".join(report))
    m = numbers(tuned)
    for c in CRITERIA:
        assert m["agreement"][c] >= FLOOR_CRITERION, (c, report)
        assert m["kappa"][c] >= FLOOR_KAPPA, (c, report)
    assert m["overall"] >= FLOOR_OVERALL, report
    assert m["rejected"] <= CEILING_REJECTED, report


# dev_d's even-numbered half (45 outlines): never tuned on, graded before the third round tuned on dev_d's odd
# half and again at its end; a regression guard at what was measured at the end of the round (the numbers in
# docs/grading-standard.md). Aggregate numbers only: its files' disagreements are not printed.
# Graded before the round tuned on dev_d: 0.733 / 0.889 / 0.978 / 0.756, overall 0.733, 50 % of its 20 correct
# outlines rejected; at the end of the round (below): 0.867 / 0.889 / 0.978 / 0.800, overall 0.800, 35 %.
# With the learned backstop on (the bundled rubric's default) it reads 0.933 / 0.978 / 1.000 / 0.800, overall
# 0.867, 20 %: in-sample, since the backstop's model was trained on every development split, this half
# included; its out-of-sample number is the leave-one-split-out CV in docs/grading-standard.md (the same).
# Fourth round (memory traffic, tiling, numerics tuned on every split): 1.000 / 0.978 / 1.000 with the backstop,
# 1.000 / 0.933 / 1.000 without it (the tiling floor is the rules' own number); the trade-off's classes (fourth
# round) read 0.933 by the rules alone. Both merged: overall 0.956, 5 % rejected with the backstop (0.933 and
# 10 % without it: the floor).
DEV_D_EVEN_MEASURED = {"agreement": {"memoryTraffic": 1.0, "tiling": 0.9333, "numericalStability": 1.0,
                                     "failureModeOrTradeOff": 0.9333},
                       "overall": 0.9333, "rejected": 0.10}


def test_dev_d_even_half(graded):
    if "dev_d" not in graded:
        pytest.skip("no tests/corpus_real/dev_d split present")
    rows = _half(graded["dev_d"], False)
    print("\n" + table("dev_d even half (aggregate only, never tuned on)", rows))
    m = numbers(rows)
    for c in CRITERIA:
        assert m["agreement"][c] >= DEV_D_EVEN_MEASURED["agreement"][c] - 1e-3, (c, m["agreement"])
    assert m["overall"] >= DEV_D_EVEN_MEASURED["overall"] - 1e-3, m["overall"]
    assert m["rejected"] <= DEV_D_EVEN_MEASURED["rejected"] + 1e-3, m["rejected"]


# The blind split (tests/corpus_real/blind): built and labelled by others, kept out of the repository
# while the engine was tuned, graded once on 2026-12-01 (0.950 / 0.963 / 0.912 / 0.900, overall 0.850,
# 15 % of correct outlines rejected: the table in docs/grading-standard.md). It has been seen since and
# the second round tuned on its classes, so it is now a development split: these floors sit a little
# below what the second round measures on it (1.000 / 1.000 / 0.975 / 1.000, overall 0.988, 0 %).
BLIND_MEASURED = {"agreement": {"memoryTraffic": 0.975, "tiling": 0.975, "numericalStability": 0.975,
                                "failureModeOrTradeOff": 0.975},
                  "overall": 0.9625, "rejected": 0.05}


def test_blind_real_writing_estimate():
    if not (BLIND / "labels.yaml").exists():
        pytest.skip("no tests/corpus_real/blind split present")
    rows = _grade_split(BLIND, load_rubric())
    second = yaml.safe_load((BLIND / "labels_second.yaml").read_text(encoding="utf-8"))
    first = yaml.safe_load((BLIND / "labels.yaml").read_text(encoding="utf-8"))
    raters = [(first[f][c] == "pass", second[f][c] == "pass") for f in first for c in CRITERIA]
    print("\n" + table("blind split (graded once blind; a development split since)", rows))
    print(f"  two labellers agree on {agreement(raters):.3f} of criterion labels")
    print("\n".join(disagreements(rows)))
    m = numbers(rows)
    for c in CRITERIA:
        assert m["agreement"][c] >= BLIND_MEASURED["agreement"][c] - 1e-9, (c, m)
    assert m["overall"] >= BLIND_MEASURED["overall"] - 1e-9, m
    assert m["rejected"] <= BLIND_MEASURED["rejected"] + 1e-9, m


# The second blind split (tests/corpus_real/blind2): 60 outlines built and labelled by a fourth
# labeller while the second round was tuned, kept out of the repository until the round was merged,
# graded with the second round's engine (0.917 / 1.000 / 0.967 / 0.967, overall 0.933, 11.5 % of correct
# outlines rejected). Nobody opened it since, but the classes of its misses were written into
# docs/grading-standard.md and the third round was asked to fix those classes: it is no longer blind
# (1.000 / 1.000 / 0.983 / 0.983, overall 1.000, 0 % after the third round). A regression guard now.
BLIND2 = ROOT / "blind2"
BLIND2_MEASURED = {"agreement": {"memoryTraffic": 1.0, "tiling": 1.0, "numericalStability": 1.0,
                                 "failureModeOrTradeOff": 0.9833},
                   "overall": 1.0, "rejected": 0.0}


def test_blind2_real_writing_estimate():
    if not (BLIND2 / "labels.yaml").exists():
        pytest.skip("no tests/corpus_real/blind2 split present")
    rows = _grade_split(BLIND2, load_rubric())
    print("\n" + table("blind2 split (blind for the second round; its classes tuned on in the third)", rows))
    print("\n".join(disagreements(rows)))
    m = numbers(rows)
    for c in CRITERIA:
        assert m["agreement"][c] >= BLIND2_MEASURED["agreement"][c] - 1e-3, (c, m)
    assert m["overall"] >= BLIND2_MEASURED["overall"] - 1e-3, m
    assert m["rejected"] <= BLIND2_MEASURED["rejected"] + 1e-3, m


# The third blind split (tests/corpus_real/blind4/a and b): 160 outlines built and labelled by two
# builders outside the tuning (a: papers, official docs and issue threads, 80; b: blogs, lecture notes,
# Q&A and writing in ten languages, 80), each split labelled again by an independent second labeller
# (labels_second.yaml), kept outside the repository until the third round, the learned backstop and the
# exercise refactor were merged, and graded once, on 2026-12-01. This is the accuracy estimate of this
# release. Only aggregate numbers are printed, so that the split's texts are not tuned on by accident.
# Session-start engine on the same split: 0.844 / 0.925 / 0.912 / 0.787, overall 0.825, 32.4 % rejected;
# engine without the backstop: 0.906 / 0.950 / 0.919 / 0.825, overall 0.863, 23.9 %.
# Since then a development split: the fourth round tuned the trade-off on it (engine alone 0.988) and the backstop
# was retrained on it, so it reads 0.944 / 0.969 / 0.944 / 0.988, overall 0.925, 5.6 % -- in-sample, a regression
# guard; the next blind split is the estimate.
BLIND4 = ROOT / "blind4"
# Fourth round (blind4 opened for tuning): memoryTraffic / tiling / numericalStability 0.994 / 1.000 / 0.988,
# tuned separately from the trade-off (0.988); both merged, with the backstop retrained on every development split:
# 0.994 / 1.000 / 0.988 / 0.988, overall 0.988, 1.4 % rejected (in-sample; the same with the backstop off).
BLIND4_MEASURED = {"agreement": {"memoryTraffic": 0.99375, "tiling": 1.0, "numericalStability": 0.9875,
                                 "failureModeOrTradeOff": 0.9875},
                   "overall": 0.9875, "rejected": 0.0141}


def test_blind4_real_writing_estimate():
    m = _two_half_split(BLIND4, "graded once as the third round's estimate; tuned on since", "labels.yaml")
    _at_least(m, BLIND4_MEASURED)


# The fourth blind split (tests/corpus_real/blind5/a and b): 160 outlines built by two builders outside the
# tuning (a: papers beyond FlashAttention 1-3, official docs and issue/PR threads, English, 80; b: blogs, lecture
# notes, course work, Q&A and talks, 26 in twelve other languages and 10 in non-native English, 80), each labelled
# again by an independent second labeller (labels_second.yaml; agreement 0.988 on a, 1.000 on b), the four
# disagreements settled by a third reader by the standard (adjudicated.yaml; labels.yaml holds the result, the
# first labeller's own in labels_first.yaml). Kept outside the repository until the fourth round and the
# retrained backstop were merged, and graded once, on 2026-12-01: the accuracy estimate of the fourth round.
# Aggregate numbers only. Engine without the backstop: 0.950 / 0.969 / 0.975 / 0.831, overall 0.900, 16.9 %.
# This session's starting engine (the third round, as released) on the same split: 0.938 / 0.969 / 0.975 / 0.800,
# overall 0.881, 19.5 % (false fails 7 / 1 / 3 / 30, false passes 3 / 4 / 1 / 2; fourth round 3 / 1 / 3 / 25 and 2 / 3 / 1 / 2).
BLIND5 = ROOT / "blind5"
BLIND5_MEASURED = {"agreement": {"memoryTraffic": 0.96875, "tiling": 0.975, "numericalStability": 0.975,
                                 "failureModeOrTradeOff": 0.83125},
                   "overall": 0.9, "rejected": 0.1688}
# IN-SAMPLE guard, not an estimate: blind5 became a development split in the fifth round and its classes were
# tuned on (docs/grading-standard.md, "Calibration"). These are the tuned numbers, kept so that later rounds do
# not lose them; BLIND5_MEASURED above stays the once-graded record.
BLIND5_TUNED = {"agreement": {"memoryTraffic": 1.0, "tiling": 0.9875, "numericalStability": 0.99375,
                              "failureModeOrTradeOff": 0.98125},
                "overall": 0.99375, "rejected": 0.0}


def test_blind5_real_writing_estimate():
    m = _two_half_split(BLIND5, "the fourth round's estimate, graded once; tuned on in the fifth round",
                        "labels_first.yaml")
    _at_least(m, BLIND5_MEASURED)
    _at_least(m, BLIND5_TUNED)


def _measured(mt: float, ti: float, ns: float, to: float, overall: float, rejected: float) -> dict:
    """The numbers a split was graded once at (per criterion, in CRITERIA order): kept as its floor."""
    return {"agreement": dict(zip(CRITERIA, (mt, ti, ns, to))), "overall": overall, "rejected": rejected}


# Blind splits of two halves (a: learners, b: practitioners), each built by two builders outside the grader's
# work, each half labelled again by an independent second labeller, disagreements settled by a third reader
# (adjudicated.yaml; labels.yaml holds the result, the first labeller's own in labels_first.yaml), kept outside
# the repository until the round it measures was committed, graded once on 2026-12-01 (aggregate numbers only),
# then opened as development data for the next round -- except the last, this release's estimate. Each split's
# honest verdicts (rules alone, as graded) are kept in benchmarks/results/verdicts/<split>.json.
# (split, what it is, the numbers it was graded once at)
TWO_HALF_BLIND = [
    # blind6: 120 outlines built while the fifth round tuned on blind5 (a: learners' answers from course material,
    # interview prep, study repositories, 16 in non-native English or other languages; b: kernel-library PRs,
    # issues, code review, release notes, vendor docs, blogs, 6 in other languages); labellers agree 0.992 / 0.954,
    # 13 disagreements adjudicated. Rules alone: 0.900 / 0.883 / 0.958 / 0.867, overall 0.833, 28.6 %; the
    # session-start engine of the fifth round 0.833, 28.6 %; the fourth round's 0.842, 26.5 %.
    ("blind6", "the fifth round's estimate, graded once; training data of the learned judge since",
     _measured(0.925, 0.9083, 0.9583, 0.8667, 0.85, 0.2449)),
    # blind7: built while the learned judge was designed (a: homework, exam, interview, study-note and Q&A answers,
    # 30 in ten other languages; b: papers, docs, docstrings, kernel comments, issue and PR threads, 11 in other
    # languages); labellers agree 0.992 / 1.000, 2 adjudicated. Rules alone 0.842 / 0.892 / 0.933 / 0.842, overall
    # 0.808, 40.0 % (false fails 17 / 13 / 4 / 17, false passes 2 / 0 / 4 / 2); with the judge false fails
    # 8 / 6 / 2 / 0, false passes 1 / 0 / 1 / 7.
    ("blind7", "the learned judge's first estimate, graded once; development data since",
     _measured(0.925, 0.95, 0.975, 0.9417, 0.9083, 0.14)),
    # blind8: built while the sixth round tuned on blind7 (a: 20 in twelve other languages; b: 13 in seven);
    # labellers agree 0.996 / 0.996, 2 adjudicated. Rules alone 0.900 / 0.875 / 0.942 / 0.725, overall 0.733,
    # 40.0 % (false fails 11 / 11 / 2 / 32, false passes 1 / 4 / 5 / 1); with the judge false fails 1 / 2 / 1 / 6,
    # false passes 1 / 4 / 3 / 3.
    ("blind8", "the sixth round's estimate, graded once; development data since",
     _measured(0.9833, 0.95, 0.9667, 0.925, 0.8667, 0.1091)),
    # blind9: built while the seventh round's judge trained on dev_f and blind8 (a: 23 in nine other languages;
    # b: issue and PR threads of about twenty projects, nine other languages); labellers agree 1.000 / 0.996, 1
    # adjudicated. Rules alone 0.842 / 0.850 / 0.933 / 0.825, overall 0.750, 42.0 % (false fails 15 / 14 / 5 / 20,
    # false passes 4 / 4 / 3 / 1); with the judge false fails 6 / 7 / 1 / 3, false passes 5 / 5 / 1 / 3.
    ("blind9", "the seventh round's first estimate, graded once; development data since",
     _measured(0.9083, 0.9, 0.9833, 0.95, 0.8667, 0.14)),
    # blind10: built while the seventh round's rules were tuned on blind9 (a: 18 in eleven other languages; b:
    # issue and PR threads across vendors, vendor docs, kernel READMEs, blogs, 18 in eight other languages);
    # labellers agree 1.000 / 0.992, 2 adjudicated. Rules alone 0.858 / 0.942 / 0.950 / 0.833, overall 0.842,
    # 28.6 % (false fails 15 / 4 / 1 / 18, false passes 2 / 3 / 5 / 2); with the judge false fails 4 / 0 / 1 / 3,
    # false passes 2 / 3 / 4 / 1. Half a's second labeller noted that a few file names hint at the intended
    # verdict (the grader never reads file names).
    ("blind10", "the seventh round's estimate (with blind11), graded once; training data of the judge since",
     _measured(0.95, 0.975, 0.9583, 0.9667, 0.95, 0.0204)),
    # blind11: built after the seventh round's release was committed, to confirm blind10 (a: learners, 27 in twelve other
    # languages, 40 of the 60 rewriting sources earlier splits used, the source pool being nearly exhausted; b:
    # issue and PR threads of less-covered projects, 26 in ten other languages); labellers agree 0.996 / 1.000, 1
    # adjudicated (kept). Graded once with the same release as blind10. Rules alone 0.833 / 0.933 / 0.958 / 0.725,
    # overall 0.783, 44.0 % (false fails 17 / 5 / 4 / 29, false passes 3 / 3 / 1 / 4); with the judge false fails
    # 3 / 1 / 1 / 5, false passes 4 / 4 / 0 / 7. blind10 and blind11 pooled (240 outlines, 99 correct):
    # 0.946 / 0.967 / 0.975 / 0.933 (kappa 0.82 / 0.89 / 0.91 / 0.79), overall 0.921, 6.1 % rejected.
    ("blind11", "the seventh round's estimate (with blind10), graded once; training data of the judge since",
     _measured(0.9417, 0.9583, 0.9917, 0.9, 0.8917, 0.1)),
    # blind12: built while the eighth round's judge trained on blind10, blind11 and dev_g (a: learners, 36 in
    # thirteen other languages, every outline a learner's rewrite of a source earlier splits used -- the pool of
    # public text is exhausted; b: issue and PR threads of less-covered projects, docs, 13 in ten other languages);
    # labellers agree 0.996 / 1.000, 1 adjudicated. Rules alone 0.800 / 0.958 / 0.958 / 0.717, overall 0.750,
    # 47.2 % (false fails 21 / 4 / 1 / 32, false passes 3 / 1 / 4 / 2); with the judge false fails 3 / 0 / 0 / 1,
    # false passes 3 / 2 / 2 / 3.
    ("blind12", "the eighth round's estimate, graded once; training data of the judge since",
     _measured(0.95, 0.9833, 0.9833, 0.9667, 0.9167, 0.0566)),
    # blind13: 240 outlines in four parts of 60, built while the ninth round tuned on blind12 (a: learners' homework,
    # exam and quiz answers bringing in FA3, decoding, GQA, windows; b: practitioners' comments, docstrings and design
    # notes of kernels in less-covered frameworks -- Pallas, Mojo, ThunderKittens, CuTe DSL, tinygrad, MLX, SYCL,
    # AITER, Neuron; c: learners in 29 languages, 32 files wholly in the language; d: numbers-heavy explainers with
    # tile sizes for named GPUs); labellers agree 1.000 / 0.992 / 1.000 / 1.000 (the labellers note that most
    # failing outlines carry one clear defect, so perfect agreement says little about hard cases), 2 adjudicated.
    # Rules alone 0.875 / 0.967 / 0.946 / 0.762, overall 0.800, 32.4 % (false fails 24 / 2 / 7 / 54, false passes
    # 6 / 6 / 6 / 3); with the judge false fails 1 / 1 / 2 / 9, false passes 4 / 6 / 6 / 3.
    ("blind13", "the ninth round's estimate, graded once; training data of the judge since",
     _measured(0.9792, 0.9708, 0.9667, 0.95, 0.9125, 0.0556)),
    # blind14: 240 outlines in four parts of 60, built while the tenth round tuned on blind13 (a: learners mid-course --
    # forum and office-hours answers, peer reviews, lab reports, hedged and half-remembered; b: engineers of inference
    # and training engines in issue threads and code review, 65 sources; c: learners in 25 languages, 30 files wholly
    # in the language; d: crib sheets, flashcards, tweets, commit messages, pseudo-code and a few long essays);
    # labellers agree 1.000 / 1.000 / 1.000 / 0.996, 1 adjudicated (kept). Rules alone 0.808 / 0.942 / 0.963 /
    # 0.792, overall 0.808, 31.5 % (false fails 43 / 10 / 1 / 46, false passes 3 / 4 / 8 / 4); with the judge false
    # fails 6 / 4 / 1 / 5, false passes 1 / 4 / 5 / 3. Per part, overall and rejected: 0.950, 0 %; 0.950, 7.4 %;
    # 0.883, 11.1 % (the other-language part); 0.967, 0 %.
    ("blind14", "the accuracy estimate of this release (with blind15): graded once, never tuned on",
     _measured(0.9708, 0.9667, 0.975, 0.9667, 0.9375, 0.0463)),
    # blind15: 240 outlines in four parts of 60, built after the tenth round's release was committed, to confirm
    # blind14 with the same grader (a: learners from memory under time pressure and learners retelling blog posts;
    # b: engineers writing from API docs, docstrings and vendor blogs, 11 in Chinese; c: learners in 19 languages,
    # 30 files wholly in the language; d: reviewers, related-work and survey writers); labellers agree 1.000 on all
    # four parts. Rules alone 0.896 / 0.958 / 0.967 / 0.792, overall 0.850, 28.0 % (false fails 22 / 5 / 4 / 47,
    # false passes 3 / 5 / 4 / 3); with the judge false fails 2 / 2 / 3 / 5, false passes 2 / 6 / 2 / 4. Per part,
    # overall and rejected: 0.950, 3.6 %; 0.967, 0 %; 0.917, 3.6 %; 0.917, 8.0 %. blind14 and blind15 pooled (480
    # outlines, 215 correct): 0.977 / 0.967 / 0.977 / 0.965 (kappa 0.92 / 0.86 / 0.91 / 0.88), overall 0.938,
    # 4.2 % rejected.
    ("blind15", "the accuracy estimate of this release (with blind14): graded once, never tuned on",
     _measured(0.9833, 0.9667, 0.9792, 0.9625, 0.9375, 0.0374)),
]


@pytest.mark.parametrize("split,title,measured", TWO_HALF_BLIND, ids=[s for s, *_ in TWO_HALF_BLIND])
def test_two_half_blind_split(split, title, measured):
    _at_least(_two_half_split(ROOT / split, title, "labels_first.yaml"), measured)


# Development splits of new writers, labelled by their builders only (like dev_a-dev_e), never seen by the grader's
# authors before each was graded once (2026-12-01), then trained on by the learned judge: in-sample guards at the
# numbers they were graded once at (their honest verdicts are kept in benchmarks/results/verdicts/<split>.json).
# (split, its parts, the numbers it was graded once at)
DEV_NEW_WRITERS = [
    # dev_f (200 outlines, 92 correct): learners' answers (a), practitioners' issues, PRs and code comments (b),
    # costs and failure modes (c), tiling and hardware decisions on many devices (d); 73 in other languages. Graded
    # with the sixth round's release; rules alone 0.905 / 0.910 / 0.975 / 0.755, overall 0.770, 32.6 %.
    ("dev_f", "abcd", _measured(0.98, 0.945, 0.985, 0.895, 0.86, 0.0761)),
    # dev_g (100 outlines, 46 correct): costs and failure modes in fifteen languages (a, 47 of 50 not in English),
    # memory-traffic writing (b, 33 not in English). Graded with the seventh round's release; rules alone
    # 0.750 / 0.970 / 0.970 / 0.610, overall 0.720, 54.3 %.
    ("dev_g", "ab", _measured(0.95, 0.98, 1.0, 0.88, 0.86, 0.087)),
]


@pytest.mark.parametrize("split,parts,measured", DEV_NEW_WRITERS, ids=[s for s, *_ in DEV_NEW_WRITERS])
def test_dev_split_of_new_writers(split, parts, measured):
    rubric = load_rubric()
    rows = [r for part in parts for r in _grade_split(ROOT / split / part, rubric)]
    print("\n" + table(f"{split} (development data of the learned judge since it was graded once)", rows))
    _at_least(numbers(rows), measured)
