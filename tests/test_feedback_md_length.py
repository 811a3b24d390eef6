"""feedback.md is what a student reads (issue 10, item 6): about 200 words for a typical
submission. Per criterion the verdict and, for a failed one, the short feedback; the measured
evidence once, summarised, at the end; the full report linked as report.md. junit.xml does not
repeat the evidence per test case either.

Counted over tests/corpus and tests/corpus_real/dev_* (the outlines read from the syntax tree),
graded with the bundled rubric and evidence, as `workbench grade` grades them."""

from __future__ import annotations

import itertools
import re
import statistics
from pathlib import Path

import pytest

from workbench.exercise import get
from workbench.facts.load import load_evidence
from workbench.report.render.feedback import render_feedback
from workbench.grading.outdir import Record
from workbench.report.render import junit
from workbench.outline.fastpath import analyse
from workbench.outline.model import OutlineError, normalize
from workbench.rubric.load import load_rubric as load_bundled
from workbench.rubric.engine import grade

ROOT = Path(__file__).resolve().parents[1]
FILES = sorted([*ROOT.glob("tests/corpus/*.py"), *ROOT.glob("tests/corpus_real/dev_*/*.py")])
TYPICAL_WORDS = 200  # the median
MOST_WORDS = 450  # every criterion failed: four short feedbacks of <= 120 words each, and the frame


def words(text: str) -> int:
    return len(re.findall(r"\S+", text))


@pytest.fixture(scope="module")
def reports():
    rubric, evidence = load_bundled(), load_evidence(get("flashattention").evidence)
    out = []
    for f in FILES:
        a = analyse(f.read_text(encoding="utf-8"), str(f))
        if a.literal is None:
            continue
        try:
            outline = normalize(a.literal.value)
        except OutlineError:
            continue
        out.append((f, grade(outline, rubric, evidence).model_copy(update={"file": f.name})))
    assert len(out) > 200
    return out


def test_feedback_md_is_about_200_words_for_a_typical_submission(reports):
    counts = {f.name: words(render_feedback(r, f.stem)) for f, r in reports}
    median = statistics.median(counts.values())
    print(f"\nfeedback.md words over {len(counts)} outlines: median {median}, max {max(counts.values())}")
    assert median <= TYPICAL_WORDS, median
    worst = max(counts, key=counts.get)
    assert counts[worst] <= MOST_WORDS, (worst, counts[worst])


def test_measured_evidence_once_at_the_end_and_the_full_report_linked(reports):
    for f, r in reports:
        text = render_feedback(r, f.stem)
        assert text.count("Measured on") == 0, f  # the per-criterion citations are in report.md
        if any(c.evidence for c in r.criteria):
            assert text.count("## Measured evidence") == 1, f
            assert text.index("## Measured evidence") > max(text.index(f"## {c.title}") for c in r.criteria)
        assert text.rstrip().endswith("[report.md](report.md)."), f


def test_a_flag_about_the_students_own_tile_is_kept():
    from workbench.report.model import CriterionResult, Report

    flag = "FLAG: your tile (BLOCK_M=256, BLOCK_N=256) needs 400,000 bytes of shared memory, more than the device"
    c = CriterionResult(id="tiling", title="Tiling", passed=True, score=1.0, feedback="ok",
                        evidence=["Measured on GPU (x): one fact.", flag])
    text = render_feedback(Report(exercise="e", passed=True, score=1.0, criteria=[c]), "s")
    assert "1 measurement(s) on GPU (x)" in text and "FLAG: your tile" in text


def test_junit_does_not_repeat_evidence_per_test_case(reports):
    records = [Record(f"s{i:03d}", r, "") for i, (_, r) in zip(range(200), itertools.cycle(reports))]
    xml = junit.render_class([(r.student, r.report) for r in records])
    assert "Measured on" not in xml
    print(f"\njunit.xml for 200 students: {len(xml.encode()) / 1e6:.2f} MB")
    assert len(xml.encode()) < 600_000  # 0.93 MB when every test case carried the evidence
