"""Rubric YAML -> pydantic models: the bundled rubric's content, and every way a rubric
file can be broken reported with file and line (load_rubric) or listed (lint_rubric)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from workbench.exercise import get as _exercise

CRITERIA = tuple(_exercise("flashattention").criteria)
from workbench.rubric.load import RubricError, bundled_rubric_path, lint_rubric, load_rubric
from workbench.rubric.matching import normalize
from workbench.rubric.model import Rubric

BUNDLED = bundled_rubric_path()
TEXT = BUNDLED.read_text(encoding="utf-8")


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "rubric.yaml"
    p.write_text(text, encoding="utf-8")
    return p


# --- the bundled rubric --------------------------------------------------------------------

def test_bundled_rubric_loads_and_lints_clean():
    rubric = load_rubric()
    assert isinstance(rubric, Rubric)
    assert rubric.exercise == "flashattention"
    assert lint_rubric(BUNDLED) == []


def test_bundled_rubric_has_exactly_the_four_criteria():
    rubric = load_rubric()
    assert [c.id for c in rubric.criteria] == list(CRITERIA)
    assert sum(c.weight for c in rubric.criteria) == pytest.approx(1.0)
    for c in rubric.criteria:
        assert c.hidden is False and c.title
        assert c.teaching.summary and c.teaching.strong_answer_covers and c.teaching.example_phrasings
        assert c.feedback.missing and c.feedback.hint
        assert re.search(r"arXiv 2205\.14135|2205\.14135", c.feedback.reading)
        assert all(k.label for k in c.concepts)
    assert next(c for c in rubric.criteria if c.id == "failureModeOrTradeOff").needs_cause


def test_bundled_rubric_names_the_standard_misconceptions():
    ids = {m.id for m in load_rubric().misconceptions}
    assert {"fewer_flops", "s_written_to_hbm", "independent_tile_softmax", "approximate"} <= ids
    for m in load_rubric().misconceptions:
        assert m.explanation and m.reading


@pytest.mark.parametrize("canonical,spellings", [
    ("sram", ["SRAM", "shared memory", "smem", "on-chip memory", "on-chip"]),
    ("hbm", ["HBM", "global memory", "DRAM", "device memory", "off-chip memory"]),
    ("nxn", ["N×N", "NxN", "N^2", "N²", "quadratic", "n x n"]),
    ("lse", ["logsumexp", "LSE", "log-sum-exp", "softmax statistics"]),
])
def test_synonym_table(canonical, spellings):
    syn = [(s.canonical, s.variants) for s in load_rubric().synonyms]
    for spelling in spellings:
        assert normalize(f"x {spelling} y", syn).text == f"x {canonical} y", spelling


def test_prompt_is_the_exercise_prompt():
    assert "Each value must name a concrete mechanism or decision" in " ".join(load_rubric().prompt.split())


def test_explicit_path_and_default_are_the_same_rubric():
    assert load_rubric(BUNDLED) == load_rubric(None) == load_rubric(str(BUNDLED))


# --- broken rubric files: clear error, file and line ------------------------------------

def test_missing_file(tmp_path):
    with pytest.raises(RubricError, match=r"nope\.yaml: rubric file not found"):
        load_rubric(tmp_path / "nope.yaml")


def test_directory(tmp_path):
    with pytest.raises(RubricError, match="is a directory"):
        load_rubric(tmp_path)


def test_not_utf8(tmp_path):
    p = tmp_path / "r.yaml"
    p.write_bytes(b"exercise: \xff\xfe\n")
    with pytest.raises(RubricError, match="not UTF-8"):
        load_rubric(p)


def test_yaml_syntax_error_names_file_and_line(tmp_path):
    text = TEXT.replace("title: Tiling (block", "title: [Tiling (block", 1)
    p = write(tmp_path, text)
    with pytest.raises(RubricError) as exc:
        load_rubric(p)
    msg = str(exc.value)
    assert "YAML syntax error" in msg and str(p) in msg
    line = int(re.search(r"rubric\.yaml:(\d+)", msg).group(1))
    assert abs(line - line_of(text, "title: [Tiling (block")) <= 3


def test_unknown_key_names_line(tmp_path):
    text = TEXT.replace("    weight: 0.25\n    hidden: false\n    teaching:\n      summary: >-\n        Tiling",
                        "    weight: 0.25\n    hiddn: false\n    teaching:\n      summary: >-\n        Tiling", 1)
    assert text != TEXT
    p = write(tmp_path, text)
    with pytest.raises(RubricError) as exc:
        load_rubric(p)
    msg = str(exc.value)
    assert f"{p}:{line_of(text, 'hiddn: false')}:" in msg and "hiddn" in msg


def test_wrong_type_names_line(tmp_path):
    text = TEXT.replace("weight: 0.25", "weight: heavy", 1)
    p = write(tmp_path, text)
    with pytest.raises(RubricError) as exc:
        load_rubric(p)
    assert f"{p}:{line_of(text, 'weight: heavy')}:" in str(exc.value)
    assert "criteria.0.weight" in str(exc.value)


def test_missing_required_field(tmp_path):
    text = re.sub(r"(?m)^prompt: >-\n(?:  .*\n)+", "", TEXT, count=1)
    p = write(tmp_path, text)
    with pytest.raises(RubricError, match="prompt"):
        load_rubric(p)


def test_invalid_regex_names_line(tmp_path):
    text = TEXT.replace("- '\\bonline[- ]?softmax\\b'", "- '\\bonline[- softmax\\b'", 1)
    assert text != TEXT
    p = write(tmp_path, text)
    with pytest.raises(RubricError) as exc:
        load_rubric(p)
    msg = str(exc.value)
    assert "invalid regex" in msg and f"{p}:{line_of(text, 'online[- softmax')}:" in msg


def test_unknown_and_duplicate_criterion_ids(tmp_path):
    text = TEXT.replace("- id: tiling\n", "- id: tilling\n", 1)
    with pytest.raises(RubricError, match="unknown criterion id 'tilling'"):
        load_rubric(write(tmp_path, text))
    text = TEXT.replace("- id: tiling\n", "- id: memoryTraffic\n", 1)
    with pytest.raises(RubricError, match="duplicate criterion id 'memoryTraffic'"):
        load_rubric(write(tmp_path, text))


def test_zero_total_weight(tmp_path):
    text = TEXT.replace("weight: 0.25", "weight: 0")
    with pytest.raises(RubricError, match="weights sum to 0"):
        load_rubric(write(tmp_path, text))



def test_invalid_synonym_variant_names_its_own_line(tmp_path):
    # synonyms are compiled as one alternation; a bad variant must still be named alone
    text = TEXT.replace("      - 'smem'\n", "      - 'sm(em'\n", 1)
    assert text != TEXT
    p = write(tmp_path, text)
    with pytest.raises(RubricError) as exc:
        load_rubric(p)
    msg = str(exc.value)
    assert f"{p}:{line_of(text, 'sm(em')}:" in msg and "'sm(em'" in msg and "position 2" in msg

def test_not_a_mapping(tmp_path):
    with pytest.raises(RubricError, match="must be a YAML mapping"):
        load_rubric(write(tmp_path, "- just\n- a list\n"))


# --- lint: warnings that still load ----------------------------------------------------

def test_lint_reports_load_errors_as_problems(tmp_path):
    text = TEXT.replace("- '\\bonline[- ]?softmax\\b'", "- '\\bonline[- softmax\\b'", 1)
    problems = lint_rubric(write(tmp_path, text))
    assert len(problems) == 1 and "invalid regex" in problems[0] and "rubric.yaml:" in problems[0]


def test_lint_weights_duplicates_empty_patterns(tmp_path):
    text = TEXT.replace("weight: 0.25", "weight: 0.5", 1)
    text = text.replace("- id: ti.warps\n", "- id: ti.pipeline\n", 1)
    text = text.replace("- '\\bonline[- ]?softmax\\b'", "- ''", 1)
    text = text.replace("criteria: [memoryTraffic, tiling]", "criteria: [memoryTraffic, tilling]", 1)
    problems = lint_rubric(write(tmp_path, text))
    joined = "\n".join(problems)
    assert "weights sum to 1.25" in joined
    assert "duplicate concept id 'ti.pipeline'" in joined
    assert "empty pattern" in joined
    assert "unknown criterion 'tilling'" in joined
    assert all(re.match(r".*rubric\.yaml:\d+: ", p) for p in problems), problems


def test_lint_missing_criterion_and_empty_matching_pattern(tmp_path):
    text = TEXT.replace("- '\\bexp2\\b'", "- '(?:x)?'", 1)
    problems = lint_rubric(write(tmp_path, text))
    assert any("matches the empty string" in p for p in problems)


def test_lint_duplicate_yaml_key(tmp_path):
    text = TEXT.replace("    weight: 0.25\n", "    weight: 0.25\n    weight: 0.25\n", 1)
    problems = lint_rubric(write(tmp_path, text))
    assert any("duplicate key 'weight'" in p and f"rubric.yaml:{line_of(text, 'weight: 0.25') + 1}:" in p
               for p in problems), problems


def test_bad_pass_feedback_template(tmp_path):
    text = TEXT.replace('pass_feedback: "Recognised {labels}', 'pass_feedback: "Recognised {label}', 1)
    assert text != TEXT
    with pytest.raises(RubricError, match=r"rubric\.yaml:\d+: pass_feedback may only use"):
        load_rubric(write(tmp_path, text))


def test_lint_self_check_grades_the_teaching_examples(tmp_path):
    # a "weak" example that actually states a concrete decision must be flagged
    text = TEXT.replace('        - "Use tiling for performance. (no sizes, no operands, no loop)"',
                        '        - "Br = 128 and Bc = 64; the Q tile stays in SRAM. (not weak at all)"', 1)
    assert text != TEXT
    problems = lint_rubric(write(tmp_path, text))
    assert any("tiling weak examples passes its own rubric" in p and re.match(r".*rubric\.yaml:\d+: ", p)
               for p in problems), problems


# --- exponential-time patterns ----------------------------------------------------------------
def test_nested_unbounded_repeat_is_an_error_with_line(tmp_path):
    """Learner text is matched in the grader's process: `(a+)+z` on 'aaaa…' would hang it."""
    src = BUNDLED.read_text(encoding="utf-8").replace("vague_phrases:\n", "vague_phrases:\n  - '(a+)+z'\n", 1)
    bad = tmp_path / "r.yaml"
    bad.write_text(src, encoding="utf-8")
    with pytest.raises(RubricError) as err:
        load_rubric(bad)
    assert "r.yaml:" in str(err.value) and "(a+)+z" in str(err.value) and "exponential" in str(err.value)
    assert any("(a+)+z" in p for p in lint_rubric(bad))


def test_bounded_outer_repeats_stay_allowed():
    from workbench.rubric.redos import nested_quantifier

    assert nested_quantifier(r"(a+)+z") and nested_quantifier(r"(?:\w+\s*)*$") and nested_quantifier(r"(x|y+)*")
    assert not nested_quantifier(r"(?:\w+ ){0,3}tile") and not nested_quantifier(r"\bblock_?m\s*=\s*\d+")
