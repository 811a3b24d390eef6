"""Feedback a learner can act on (issue 8, item 4): the default terminal report of `workbench check`
gives at most 120 words per failed criterion — what is missing or wrong, how to state it, one short
hint and one reading pointer. Measured evidence, every recognised phrase, the full explanation of a
misconception and the full reading list are in `--verbose`, the Markdown report and feedback.md.

Counted over every outline of the corpora and the exercise's examples."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from workbench.facts.load import load_evidence
from workbench.outline.fastpath import analyse
from workbench.outline.model import OutlineError, normalize
from workbench.report.render import render
from workbench.rubric.load import load_rubric as load_bundled
from workbench.rubric.engine import grade

ROOT = Path(__file__).resolve().parents[1]
FILES = sorted([*ROOT.glob("tests/corpus*/**/*.py"), *(ROOT / "exercises" / "flashattention" / "examples").glob("*.py")])
MAX_WORDS = 120
RUBRIC = load_bundled()


def _outlines():
    for f in FILES:
        a = analyse(f.read_text(encoding="utf-8"), str(f))
        if a.literal is None:
            continue
        try:
            yield f, normalize(a.literal.value)
        except OutlineError:
            continue


def words(text: str) -> int:
    return len(re.findall(r"\S+", text))


def criterion_blocks(text: str) -> dict[str, str]:
    """The default text report cut into one block per criterion (from its PASS/FAIL line on)."""
    blocks: dict[str, str] = {}
    current = None
    for line in text.splitlines():
        m = re.match(r"(PASS|FAIL)  (\w+)", line)
        if m:
            current = m.group(2)
            blocks[current] = ""
            continue
        if current and line.startswith("      "):
            blocks[current] += line + "\n"
        elif not line.strip():
            current = None
    return blocks


@pytest.fixture(scope="module")
def graded():
    from workbench.exercise import get

    bundled_evidence = lambda: get("flashattention").evidence  # noqa: E731

    evidence = load_evidence(bundled_evidence())
    return [(f, grade(o, RUBRIC, evidence)) for f, o in _outlines()]


def test_the_corpora_are_all_counted(graded):
    assert len(graded) >= 200


def test_at_most_120_words_per_failed_criterion_by_default(graded):
    worst = []
    for f, report in graded:
        text = render(report, "text")
        failed = {c.id for c in report.criteria if not c.passed}
        for cid, block in criterion_blocks(text).items():
            if cid in failed:
                worst.append((words(block), f.relative_to(ROOT).as_posix(), cid))
    worst.sort(reverse=True)
    print(f"\nwords per failed criterion: max {worst[0][0]}, median {worst[len(worst) // 2][0]}, "
          f"n = {len(worst)}; longest: {worst[:3]}")
    assert worst[0][0] <= MAX_WORDS, worst[:5]


def test_evidence_and_full_reading_are_in_verbose_only(graded):
    for _, report in graded:
        if not any(c.evidence for c in report.criteria):
            continue
        plain, verbose = render(report, "text"), render(report, "text", verbose=True)
        assert "evidence:" not in plain and "evidence:" in verbose
        for c in report.criteria:
            for fact in c.evidence:
                assert fact[:40] in verbose.replace("\n      ", " ")
        break
    else:
        pytest.fail("no report cites evidence")


def test_one_reading_pointer_and_one_hint_per_failed_criterion(graded):
    for f, report in graded:
        for c in report.criteria:
            if c.passed:
                continue
            assert c.feedback.count("Read:") <= 1, (f, c.id, c.feedback)
            assert c.feedback.count("Hint:") <= 1, (f, c.id, c.feedback)


def test_check_verbose_shows_what_the_default_leaves_out():
    from typer.testing import CliRunner

    from workbench.cli.app import app

    example = ROOT / "exercises" / "flashattention" / "examples" / "weak_misconception.py"
    plain = CliRunner().invoke(app, ["check", str(example)])
    verbose = CliRunner().invoke(app, ["check", str(example), "--verbose"])
    assert plain.exit_code == verbose.exit_code == 1
    for marker in ("evidence:", "recognised:", "why:", "read:"):
        assert marker not in plain.output and marker in verbose.output, marker
    assert words(plain.output) < words(verbose.output) / 2


def test_markdown_keeps_the_explanation_and_evidence_feedback_md_links_it(graded):
    from workbench.report.render.feedback import render_feedback

    report = next(r for _, r in graded if any(c.explanation for c in r.criteria) and
                  any(c.evidence for c in r.criteria))
    md, fb = render(report, "markdown"), render_feedback(report, "student")
    assert "_Why:_" in md and "📏" in md
    # feedback.md is short (tests/test_feedback_md_length.py): the evidence once, the full report linked
    assert fb.count("## Measured evidence") == 1 and "[report.md](report.md)" in fb
