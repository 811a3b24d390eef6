"""CPU in the grader's own process (issue 9, class 4): crafted learner text must not drive rubric
matching super-linear. Every crafted outline grades well inside the 2 s budget, doubling an input
roughly doubles the work, and past the budget the verdict is `grading_budget`, never a hang.

The crafted inputs are built by the functions in CRAFTED (each fills every entry to the
character cap), so the fixtures stay readable and the sizes exact.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from workbench.cli.app import app
from workbench.outline.model import Entry, Outline
from workbench.report.render import render
from workbench.rubric import budget
from workbench.rubric.analysis import MAX_ENTRY_CHARS, MAX_SENTENCES, make_doc
from workbench.rubric.load import load_rubric as load_bundled
from workbench.rubric.engine import grade
from workbench.rubric.matching import MAX_NORMALISED_CHARS, MAX_SENTENCE_CHARS, normalize, sentences
from workbench.rubric.scope import mask

RUBRIC = load_bundled()
CRITERIA = ("memoryTraffic", "tiling", "numericalStability", "failureModeOrTradeOff")
SYNONYMS = [(s.canonical, s.variants) for s in RUBRIC.synonyms]


def fill(unit: str, n: int = MAX_ENTRY_CHARS) -> str:
    return (unit * (n // len(unit) + 1))[:n]


CRAFTED = {
    # the issue's own: negated misconception phrases, over and over
    "negated_misconceptions": lambda n: fill("we do not use fewer flops and S is never written to HBM ", n),
    "misconception_phrases": lambda n: fill("fewer flops ", n),
    "negation_words": lambda n: fill("not ", n),
    "mixed_negations": lambda n: fill("no never not without instead of rather than unlike cannot ", n),
    # characters that NFKC expands after the raw length cap
    "nfkc_fdfa": lambda n: fill("\ufdfa", n),  # one character -> 18
    "nfkc_fb2c": lambda n: fill("\ufb2c", n),
    "nfkc_sentences": lambda n: fill("\u2488 ", n),  # "⒈" -> "1.": a sentence per character
    "ligatures": lambda n: fill("\ufb03\ufb04\u01c4\u2474\u33ff", n),
    "fullwidth": lambda n: fill("\uff33\u3000\uff49\uff53\u3000\uff4e\uff45\uff56\uff45\uff52\uff0e", n),
    # sentences the splitter cannot cut
    "no_punctuation": lambda n: fill("tiling sram hbm online softmax running max rescale ", n),
    "one_long_word": lambda n: "x" * n,
    "one_char_runs": lambda n: fill("a", n // 2) + fill(" ", n // 2),
    "nested_brackets": lambda n: fill("(", n // 2) + fill("fewer flops. S is written to HBM. ", n // 2),
    "unbalanced_brackets": lambda n: fill("([{ S is not written to HBM. ", n),
    "many_tiny_sentences": lambda n: fill("s. ", n),
    "many_semicolons": lambda n: fill("hbm;", n),
    "whitespace_runs": lambda n: "BLOCK_M" + " " * (n - 20) + "BLOCK_N = 64",
    "numbers": lambda n: fill("BLOCK_M = 128 x 64 d = 128 tiles of 64 x 64, ", n),
    "decision_words": lambda n: fill("never once per tile in SRAM 128 ", n),
    "trade_off_markers": lambda n: fill("trade-off: at the expense of; fails when; the cost is ", n),
    "abbreviations": lambda n: fill("e.g. i.e. vs. etc. approx. fig. ", n),
    "apostrophes": lambda n: fill("q's k's it's ", n),
    # keyword-list detection splits at commas, "and", "|": thousands of one-letter items
    "comma_items": lambda n: fill("a,", n),
    "bracketed_commas": lambda n: fill("(a, b) | ", n),
    "controls": lambda n: fill("\x1b[31m\x07\x00\u202e\ud800 hbm ", n),
}


def outline_of(text: str) -> Outline:
    return Outline(entries={c: Entry(key=c, parts=[text]) for c in CRITERIA})


def cpu(fn) -> float:
    start = time.thread_time()
    fn()
    return time.thread_time() - start


@pytest.fixture(scope="module", autouse=True)
def warm():
    # Compile the rubric's patterns once, outside any measurement.
    grade(outline_of("S is never written to HBM; tiles of 128 x 64 live in SRAM. Trade-off: more registers."), RUBRIC)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("name", sorted(CRAFTED))
def test_crafted_input_grades_well_inside_the_budget(name):
    text = CRAFTED[name](MAX_ENTRY_CHARS)
    report = None

    def run():
        nonlocal report
        report = grade(outline_of(text), RUBRIC)

    took = cpu(run)
    assert report is not None and report.error is None, report.error
    assert took < 1.0, f"{name}: {took:.2f} s of CPU for four entries of {MAX_ENTRY_CHARS:,} characters"


@pytest.mark.parametrize("name", ["nfkc_fdfa", "nfkc_fb2c", "ligatures"])
def test_the_cap_holds_after_normalisation(name):
    raw = CRAFTED[name](MAX_ENTRY_CHARS)
    nt = normalize(raw, SYNONYMS)
    assert len(nt.text) <= MAX_NORMALISED_CHARS
    assert len(nt.start) == len(nt.end) == len(nt.text)
    doc = make_doc(RUBRIC, Entry(key="tiling", parts=[raw]))
    assert doc.truncated
    report = grade(outline_of(raw), RUBRIC)
    assert all("were graded" in c.feedback for c in report.criteria)


@pytest.mark.timeout(60)
def test_thousands_of_list_items_grade_inside_the_budget():
    # A list entry: every item is a part (and a sentence), each normalised on its own.
    outline = Outline(entries={c: Entry(key=c, parts=["hbm sram"] * 2000) for c in CRITERIA})
    report = None

    def run():
        nonlocal report
        report = grade(outline, RUBRIC)

    assert cpu(run) < 1.0
    assert report is not None and report.error is None


def test_no_sentence_is_longer_than_the_window():
    for name, make in CRAFTED.items():
        text = normalize(make(MAX_ENTRY_CHARS), SYNONYMS).text
        spans = sentences(text)
        assert all(b - a <= MAX_SENTENCE_CHARS for a, b in spans), name
        assert spans == sorted(spans) and all(b1 <= a2 for (_, b1), (a2, _) in zip(spans, spans[1:])), name


def test_a_long_sentence_is_cut_at_spaces_into_windows():
    text = normalize(fill("online softmax keeps a running max ", 3000), SYNONYMS).text
    spans = sentences(text)
    assert len(spans) >= 3
    assert all(text[b - 1] == " " for a, b in spans[:-1])  # each window ends after a space
    assert "".join(text[a:b] for a, b in spans) == text  # nothing dropped


def test_thousands_of_sentences_are_capped_and_the_feedback_says_so():
    doc = make_doc(RUBRIC, Entry(key="tiling", parts=[CRAFTED["many_tiny_sentences"](MAX_ENTRY_CHARS)]))
    assert len(doc.sentences) == MAX_SENTENCES and doc.truncated
    assert len(doc.nt.text) == doc.sentences[-1][1]


def test_real_writing_is_never_cut():
    strong = ("S and P are never written to HBM: each 128 x 64 tile of S lives in SRAM and registers, "
              "and Q, K and V are read once per tile. ") * 3
    doc = make_doc(RUBRIC, Entry(key="memoryTraffic", parts=[strong]))
    assert not doc.truncated and len(doc.sentences) == 3


def test_mask_blanks_spans_in_one_pass():
    assert mask("abcdefgh", [(5, 7), (1, 3)]) == "a__de__h"
    assert mask("abcdefgh", [(1, 4), (2, 6)]) == "a_____gh"  # overlapping spans
    assert mask("abc", []) == "abc"


@pytest.mark.timeout(120)
@pytest.mark.parametrize("name", ["negated_misconceptions", "nfkc_fdfa", "no_punctuation", "many_tiny_sentences",
                                  "decision_words"])
def test_doubling_the_input_roughly_doubles_the_work(name):
    # Under the caps, so that the whole input is graded; the minimum of three runs, against noise.
    small, large = CRAFTED[name](2_000), CRAFTED[name](4_000)
    if name == "nfkc_fdfa":  # 18 normalised characters each: stay under the normalised cap
        small, large = small[:200], large[:400]
    if name == "many_tiny_sentences":  # three characters a sentence: stay under the sentence cap
        small, large = small[:140], large[:280]
    assert len(large) > len(small)
    t_small = min(cpu(lambda: grade(outline_of(small), RUBRIC)) for _ in range(3))
    t_large = min(cpu(lambda: grade(outline_of(large), RUBRIC)) for _ in range(3))
    assert t_large < 3.0 * max(t_small, 0.005), f"{name}: {t_small:.3f} s -> {t_large:.3f} s"


def test_past_the_budget_the_verdict_is_grading_budget(monkeypatch):
    monkeypatch.setattr(budget, "GRADING_BUDGET_S", 0.0)
    report = grade(outline_of(CRAFTED["negated_misconceptions"](MAX_ENTRY_CHARS)), RUBRIC)
    assert report.error is not None and report.error.kind == "grading_budget"
    assert not report.passed and report.score == 0.0 and report.criteria == []
    assert "CPU" in report.error.message and "check again" in report.error.message


def test_the_budget_is_per_thread_and_restored():
    assert getattr(budget._local, "deadline", None) is None
    with budget.limit(100.0):
        with budget.limit(0.0):
            time.sleep(0)
            for _ in range(10_000):  # burn a little CPU
                pass
            with pytest.raises(budget.BudgetExceeded):
                budget.check()
        budget.check()  # the outer, looser budget is back
    budget.check()  # no budget outside grading
    assert getattr(budget._local, "deadline", None) is None


def test_check_exits_3_past_the_budget(tmp_path: Path, monkeypatch):
    monkeypatch.setattr(budget, "GRADING_BUDGET_S", 0.0)
    f = tmp_path / "outline.py"
    f.write_text("def designOutline():\n    return {'memoryTraffic': 'S is never written to HBM.'}\n")
    res = CliRunner().invoke(app, ["check", str(f), "--no-evidence", "--format", "json"])
    assert res.exit_code == 3, res.output
    assert '"grading_budget"' in res.output


@pytest.mark.timeout(120)
def test_check_on_a_crafted_file_is_quick(tmp_path: Path):
    # End to end through the literal fast path, as a learner would submit it.
    f = tmp_path / "crafted.py"
    value = {c: CRAFTED["nfkc_fdfa"](MAX_ENTRY_CHARS) for c in CRITERIA}
    f.write_text(f"def designOutline():\n    return {value!r}\n", encoding="utf-8")
    start = time.process_time()
    res = CliRunner().invoke(app, ["check", str(f), "--format", "json"])
    assert time.process_time() - start < 3
    assert res.exit_code == 1, res.output


# Any code point, lone surrogates included (hypothesis leaves them out unless asked), and the
# characters this module singles out: NFKC expanders, bracket and sentence punctuation, controls.
_ANY_CHAR = st.one_of(
    st.characters(exclude_categories=()),
    st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF, exclude_categories=()),
    st.sampled_from(list("\ufdfa\ufb2c\u2488\ufb03([{)]}.;!?\n\x00\x1b\u202e\u200b ")),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.text(_ANY_CHAR, max_size=300), min_size=1, max_size=4))
def test_arbitrary_unicode_never_raises_and_stays_in_budget(parts):
    # Any code point: lone surrogates, controls, combining marks, private use, NFKC expanders.
    text = "\n".join(parts)
    nt = normalize(text, SYNONYMS)
    assert len(nt.text) == len(nt.start) == len(nt.end) <= MAX_NORMALISED_CHARS
    for a, b in sentences(nt.text):
        nt.quote(a, b)
    outline = Outline(entries={c: Entry(key=c, parts=parts) for c in CRITERIA})
    report = grade(outline, RUBRIC)
    assert report.error is None  # honest budget: a few hundred characters never come close
    json.loads(render(report, "json"))  # quotes of lone surrogates included


def test_grader_memory_does_not_grow_with_learner_data():
    # Every cache on the grading path is keyed by the rubric's own patterns, never by learner text.
    from workbench.rubric import analysis, matching

    grade(outline_of("S is never written to HBM; 128 x 64 tiles in SRAM."), RUBRIC)
    caches = [matching.rx, matching._variant_rx, matching._variants_rx, analysis._source_tokens]
    before = [c.cache_info().currsize for c in caches]
    for i in range(30):
        grade(outline_of(f"distinct text {i} " * 50 + "\ufdfa" * i), RUBRIC)
    after = [c.cache_info().currsize for c in caches]
    assert after == before


def test_in_grade_the_budget_is_per_student(tmp_path: Path, monkeypatch):
    # One student's crafted file is stopped on its own; a classmate graded alongside is unaffected.
    from workbench.grading.batch import Settings, grade_all
    from workbench.grading.discover import Submission

    honest = tmp_path / "alice.py"
    honest.write_text("def designOutline():\n    return {'memoryTraffic': 'S and P are never written to HBM: "
                      "each tile of S lives in SRAM and only O is written back.'}\n")
    crafted = tmp_path / "mallory.py"
    crafted.write_text("def designOutline():\n    return {'memoryTraffic': 'marker'}\n")

    real_grade = grade

    def grade_with_tiny_budget_for_mallory(outline, rubric, evidence=None, exercise=None):
        if outline.text("memoryTraffic") == "marker":
            with budget.limit(0.0):  # this thread only: grade()'s own, looser budget keeps this one
                return real_grade(outline, rubric, evidence)
        return real_grade(outline, rubric, evidence)

    monkeypatch.setattr("workbench.grading.batch._grader", lambda: grade_with_tiny_budget_for_mallory)
    results = grade_all([Submission("alice", honest), Submission("mallory", crafted)],
                        Settings(rubric=RUBRIC), jobs=2)
    by = {g.student: g.report for g in results}
    assert by["mallory"].error is not None and by["mallory"].error.kind == "grading_budget"
    assert by["alice"].error is None and by["alice"].criteria[0].passed


def test_similarity_in_grade_reads_a_bounded_prefix():
    # `grade` compares every pair of students: a megabyte-long outline must cost no more than
    # what is graded.
    from workbench.grading import similarity

    huge = " ".join(f"w{i}" for i in range(200_000))
    sets = similarity.shingles(huge)
    assert sets is not None and len(sets) <= similarity.MAX_CHARS // 2
    assert similarity.shingles(huge) == similarity.shingles(huge[: similarity.MAX_CHARS])
