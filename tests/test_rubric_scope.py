"""Rubric options that close the exercise seam's gaps (docs/architecture.md): a criterion that reads
its entry as one argument (`scope: entry`, with a concept's own `decisions`), a concept credited
whoever the sentence's subject is (`owner_neutral`), and the rejected-match wording from the rubric
(`rejected_hint`). Tested on the icefloat fixture exercise, which the core has never heard of."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from workbench.cli.app import app
from workbench.exercise import get
from workbench.outline.model import normalize
from workbench.rubric.engine import SCORE_NO_DECISION, grade
from workbench.rubric.load import lint_rubric
from workbench.rubric.model import Rubric

ROOT = Path(__file__).resolve().parents[1]
ICE = ROOT / "tests" / "fixtures" / "exercises" / "icefloat"
EX = get(ICE)
BASE = yaml.safe_load((ICE / "rubric.yaml").read_text(encoding="utf-8"))

# A concept whose qualifier is its own: "it expands" counts only with the temperature it happens at.
EXPANDS = {"id": "dens.expands", "label": "water expands as it freezes", "patterns": [r"\bexpands?\b"],
           "decisions": [r"\b(?:0|zero|freez\w*) ?(?:°c|degrees?)?\b|\bfreez\w*"],
           "missing_decision": "when: at what temperature it happens"}


def rubric(scope: str | None = None, neutral: bool | None = None, **top) -> Rubric:
    data = json.loads(json.dumps(BASE))
    crit = data["criteria"][0]
    crit["concepts"] = [dict(EXPANDS), *crit["concepts"]]
    if scope:
        crit["scope"] = scope
    if neutral is not None:
        data["criteria"][1]["concepts"][0]["owner_neutral"] = neutral
    data["lexicon"] = {"negators": [r"\b(?:not|never|no)\b"]}
    data.update(top)
    return Rubric.model_validate(data)


def crit_of(r: Rubric, text: str, cid: str):
    rep = grade(normalize(text, contract=EX.contract), r, exercise=EX)
    return next(c for c in rep.criteria if c.id == cid)


# ---- scope: entry ---------------------------------------------------------------------------------

TWO_SENTENCES = "Water expands a lot. That happens as it freezes into ice."


def test_a_concepts_decision_must_share_its_sentence_by_default():
    res = crit_of(rubric(), TWO_SENTENCES, "namesDensity")
    assert not res.passed and res.score == SCORE_NO_DECISION
    assert "at what temperature it happens" in res.feedback  # the concept's missing_decision


def test_scope_entry_pairs_a_concept_with_its_decision_in_another_sentence():
    res = crit_of(rubric("entry"), TWO_SENTENCES, "namesDensity")
    assert res.passed and res.concepts == ["dens.expands"], res.feedback
    assert res.matched == ["Water expands a lot"] or "expands" in res.matched[0]


def test_scope_entry_without_the_decision_anywhere_is_half_credit():
    res = crit_of(rubric("entry"), "Water expands a lot. Ice is a solid.", "namesDensity")
    assert not res.passed and res.score == SCORE_NO_DECISION
    assert "at what temperature it happens" in res.feedback


def test_scope_entry_still_judges_negation_sentence_by_sentence():
    # The concept is denied in its own sentence: a decision elsewhere does not make it a claim.
    res = crit_of(rubric("entry"), "Water never expands. It freezes at zero degrees.", "namesDensity")
    assert not res.passed and res.score == 0.0 and "negated" in res.feedback


def test_a_concepts_own_decisions_replace_the_rubrics():
    # The fixture's decision_patterns ('is') are not this concept's decision.
    res = crit_of(rubric(), "Water expands and it is cold.", "namesDensity")
    assert not res.passed and res.score == SCORE_NO_DECISION
    assert crit_of(rubric(), "Water expands as it freezes.", "namesDensity").passed


def test_scope_entry_does_not_turn_prose_into_a_keyword_list():
    # As one text, its commas make it read like a list of terms; sentence by sentence it is prose.
    text = "Water expands, as we know, in winter. It freezes, slowly."
    assert crit_of(rubric("entry"), text, "namesDensity").passed


# ---- owner_neutral --------------------------------------------------------------------------------

BASELINE_SUBJECT = "Naive attention has an open lattice."  # a baseline subject, then the fact


def test_a_fact_said_of_the_baseline_is_set_aside_by_default():
    res = crit_of(rubric(), BASELINE_SUBJECT, "givesCause")
    assert not res.passed and "said of another method, not of your own answer" in res.feedback
    assert "standard attention" not in res.feedback and "your design" not in res.feedback  # no exercise's words


def test_an_owner_neutral_concept_is_credited_whoever_the_subject_is():
    res = crit_of(rubric(neutral=True), BASELINE_SUBJECT, "givesCause")
    assert res.passed and res.concepts == ["cause.lattice"], res.feedback


def test_an_owner_neutral_concept_is_still_not_credited_when_negated():
    res = crit_of(rubric(neutral=True), "Ice has no open lattice at all.", "givesCause")
    assert not res.passed


# ---- rejected_hint --------------------------------------------------------------------------------

def test_the_rejected_match_wording_comes_from_the_rubric():
    res = crit_of(rubric(), BASELINE_SUBJECT, "givesCause")
    assert "State it as your own claim instead." in res.feedback  # the default: no exercise's words
    assert "design's decision" not in res.feedback
    res = crit_of(rubric(rejected_hint="Say what ice does instead."), BASELINE_SUBJECT, "givesCause")
    assert "Say what ice does instead." in res.feedback and "your own claim" not in res.feedback


def test_the_baseline_reason_comes_from_the_rubric():
    res = crit_of(rubric(baseline_reason="said of water, not of ice"), BASELINE_SUBJECT, "givesCause")
    assert not res.passed and "is said of water, not of ice." in res.feedback and "another method" not in res.feedback


def test_the_bundled_design_exercise_keeps_its_wording():
    rub = get("flashattention").rubric()
    assert rub.rejected_hint == "State your own design's decision instead."
    assert rub.baseline_reason == "said of standard attention or another method, not of your design"
    assert get("review").rubric().baseline_reason == "said of another method, not of your own answer"


# ---- lint and schema ------------------------------------------------------------------------------

def _lint(tmp_path: Path, data: dict) -> list[str]:
    path = tmp_path / "rubric.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return lint_rubric(path, exercise=EX)


def test_lint_names_options_that_have_no_effect_and_bad_decision_regexes(tmp_path):
    data = json.loads(json.dumps(BASE))
    assert _lint(tmp_path, data) == []
    data["criteria"][1]["concepts"][0]["decisions"] = ["(unclosed"]
    problems = "\n".join(_lint(tmp_path, data))
    assert "invalid regex '(unclosed'" in problems and "rubric.yaml:" in problems
    data["criteria"][1]["concepts"][0]["decisions"] = ["(a+)+"]
    problems = "\n".join(_lint(tmp_path, data))
    assert "repeats a repeat without bound" in problems
    data["criteria"][1]["concepts"][0]["decisions"] = [r"\bis\b"]
    data["criteria"][0]["scope"] = "entry"  # every concept of namesDensity is inherent_decision
    problems = "\n".join(_lint(tmp_path, data))
    assert "scope: entry has no effect" in problems and "namesDensity" in problems
    assert "`decisions` are ignored with inherent_decision: true" in problems
    data["criteria"][0]["scope"] = "paragraph"
    problems = "\n".join(_lint(tmp_path, data))
    assert "scope" in problems and ("sentence" in problems and "entry" in problems)


def test_the_review_rubric_lints_clean():
    review = get("review")
    assert lint_rubric(review.rubric_path, exercise=review) == []


def test_the_json_schema_documents_the_options():
    res = CliRunner().invoke(app, ["schema", "rubric"])
    assert res.exit_code == 0, res.output
    schema = json.loads(res.stdout)
    defs = schema["$defs"]
    assert defs["Criterion"]["properties"]["scope"]["enum"] == ["sentence", "entry"]
    for key in ("decisions", "missing_decision", "owner_neutral"):
        assert defs["Concept"]["properties"][key]["description"], key
    assert schema["properties"]["rejected_hint"]["description"]
    assert schema["properties"]["baseline_reason"]["description"]


# ---- the CPU budget -------------------------------------------------------------------------------

@pytest.mark.timeout(60)
@pytest.mark.parametrize("unit", ["Water expands. ", "expands freezes ", "expands " * 30 + ". 0 degrees. ",
                                  "Water never expands as it freezes; "])
def test_scope_entry_stays_linear_on_crafted_entries(unit):
    r = rubric("entry")

    def cpu(text: str) -> float:
        start = time.thread_time()
        rep = grade(normalize(text, contract=EX.contract), r, exercise=EX)
        assert rep.error is None
        return time.thread_time() - start

    grade(normalize("warm up", contract=EX.contract), r, exercise=EX)
    big = (unit * (8_000 // len(unit) + 1))[:8_000]
    assert cpu(big) < 1.0
    # Four times the text: linear work takes about 4x, quadratic 16x. The bound leaves 2x for noise
    # (a 2x step with a 3x bound failed once in CI at 13 ms -> 42 ms).
    small = big[:2_000]
    t_small = min(cpu(small) for _ in range(3))
    t_large = min(cpu(big) for _ in range(3))
    assert t_large < 8.0 * max(t_small, 0.005), f"{t_small:.3f} s -> {t_large:.3f} s"


@pytest.mark.timeout(60)
@pytest.mark.parametrize("unit", ["It moves fewer bytes. ", "fewer bytes hbm ", "fewer bytes; not hbm; ",
                                  "Standard attention is memory-bound. ", "s. ", "fewer, bytes, hbm, memory-bound, "])
def test_the_review_rubrics_entry_scope_grades_crafted_answers_inside_the_budget(unit):
    review = get("review")
    r = review.rubric()
    text = (unit * (8_000 // len(unit) + 1))[:8_000]
    start = time.thread_time()
    rep = grade(normalize(text, contract=review.contract), r, exercise=review)
    took = time.thread_time() - start
    assert rep.error is None and took < 1.0, f"{took:.2f} s"
