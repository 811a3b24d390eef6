"""The grading engine against the standard (issue 2 §4), one behaviour per test.

Texts here are written for the tests (not copied from the calibration corpus) so
that they probe the mechanics: negations, synonyms, verbatim quotes, cross-topic
words, keyword stuffing, each misconception, inline trade-offs, placeholders,
prompt copies, and the list/mapping forms.
"""

from __future__ import annotations

import pytest

from workbench.evidence.model import Evidence, Experiment
from workbench.outline.model import normalize
from workbench.rubric.engine import SCORE_NO_DECISION, grade
from workbench.rubric.load import load_rubric
from workbench.rubric.matching import normalize as norm_text

RUBRIC = load_rubric()

STRONG = {
    "memoryTraffic": "QK^T, masking, softmax and PV run in one fused kernel, so the N×N matrix S is never "
    "written to HBM; each program reads its Q tile once and writes only O and the logsumexp.",
    "tiling": "Br = 128, Bc = 64: the Q tile and the fp32 accumulator stay in shared memory while the "
    "inner loop streams K/V tiles; one program per (batch, head, query block).",
    "numericalStability": "Online softmax: keep a running max m and sum l per row in fp32 and rescale the "
    "accumulator by exp(m_old − m_new) whenever the max grows; divide by l at the end.",
    "tradeOff": "Recomputing S and P in the backward costs an extra QK^T per tile, paid to avoid storing "
    "the N×N probabilities.",
}


def crit(outline: dict, cid: str):
    report = grade(normalize(outline), RUBRIC)
    return next(c for c in report.criteria if c.id == cid)


def with_entry(key: str, text) -> dict:
    out = dict(STRONG)
    out[key] = text
    return out


def test_strong_outline_passes_everything_with_full_score():
    report = grade(normalize(STRONG), RUBRIC)
    assert report.exercise == "flashattention"
    assert [c.id for c in report.criteria] == [
        "memoryTraffic", "tiling", "numericalStability", "failureModeOrTradeOff"]
    assert all(c.passed for c in report.criteria), [c.feedback for c in report.criteria]
    assert report.passed and report.score == 1.0
    assert report.notes == [] and report.error is None


def test_report_score_is_weighted_mean_and_fail_scores_are_partial():
    outline = with_entry("tiling", "Pipelining and warp specialisation.")  # named, no decision
    report = grade(normalize(outline), RUBRIC)
    tiling = next(c for c in report.criteria if c.id == "tiling")
    assert not tiling.passed and tiling.score == SCORE_NO_DECISION
    expected = sum(c.weight * c.score for c in report.criteria) / sum(c.weight for c in report.criteria)
    assert report.score == pytest.approx(expected, abs=1e-4)
    assert not report.passed


# --- quotes are verbatim -----------------------------------------------------------------

def test_matched_quotes_are_verbatim_substrings_of_the_learners_text():
    text = "The  N×N score matrix is NEVER written to global memory — S lives only in SMEM tiles."
    res = crit(with_entry("memoryTraffic", text), "memoryTraffic")
    assert res.passed
    assert res.matched and all(m in text for m in res.matched)
    assert any("N×N" in m for m in res.matched)
    assert "\u201c" in res.feedback and res.matched[0] in res.feedback


def test_normalisation_maps_back_through_unicode_and_synonyms():
    nt = norm_text("Keep  Q in Shared Memory; S is N²", [("sram", ["shared memory"]), ("nxn", [r"n ?\^ ?2"])])
    assert "sram" in nt.text and "nxn" in nt.text
    a = nt.text.index("sram")
    assert nt.quote(a, a + 4) == "Shared Memory"
    b = nt.text.index("nxn")
    assert nt.quote(b, b + 3) == "N²"


# --- synonyms --------------------------------------------------------------------------

@pytest.mark.parametrize("hbm", ["HBM", "global memory", "DRAM", "device memory", "off-chip memory"])
@pytest.mark.parametrize("sram", ["SRAM", "shared memory", "smem", "on-chip memory"])
def test_memory_synonyms_are_equivalent(hbm, sram):
    text = f"S and P stay in {sram} and are never written to {hbm}; Q, K, V are read from {hbm} once."
    assert crit(with_entry("memoryTraffic", text), "memoryTraffic").passed


@pytest.mark.parametrize("stats", ["logsumexp", "LSE", "log-sum-exp", "softmax statistics"])
def test_logsumexp_synonyms(stats):
    text = f"Online softmax with a running max in fp32; store the {stats} per row for the backward pass."
    res = crit(with_entry("numericalStability", text), "numericalStability")
    assert res.passed and "ns.lse_store" in res.concepts


# --- negation: correct statements that mention a misconception's words ------------------

@pytest.mark.parametrize("text", [
    "S is never written to HBM, not even tile by tile; only O and the logsumexp go back.",
    "Unlike the naive approach, which writes S to HBM and reads it back, S stays in SRAM.",
    "Instead of writing P to HBM, each P tile is consumed in registers by the PV matmul.",
    "The speedup does not come from fewer FLOPs: S never leaves SRAM, so HBM traffic drops.",
])
def test_negated_misconceptions_are_correct_statements(text):
    res = crit(with_entry("memoryTraffic", text), "memoryTraffic")
    assert res.passed, res.feedback
    assert res.misconceptions == []


def test_not_approximate_is_correct():
    text = ("It is exact, not an approximation: keep a running max m and sum l per row and rescale the "
            "accumulator by exp(m_old - m_new).")
    res = crit(with_entry("numericalStability", text), "numericalStability")
    assert res.passed and res.misconceptions == []


# --- each misconception fails its criterion, with what is true --------------------------

@pytest.mark.parametrize("cid,key,text,mis_id", [
    ("memoryTraffic", "memoryTraffic",
     "FlashAttention is fast because it performs fewer FLOPs; Q, K, V tiles are loaded into SRAM.",
     "fewer_flops"),
    ("memoryTraffic", "memoryTraffic",
     "Each S tile is written to HBM tile by tile and read back for the PV product.", "s_written_to_hbm"),
    ("numericalStability", "numericalStability",
     "Compute the softmax of each tile independently and add the results; no rescaling is needed.",
     "independent_tile_softmax"),
    ("numericalStability", "numericalStability",
     "Keep a running max in fp32; FlashAttention is approximate, so small errors are fine.", "approximate"),
    ("failureModeOrTradeOff", "tradeOff", "It trades some accuracy for speed because tiles are small.",
     "approximate"),
])
def test_each_misconception_fails_and_explains(cid, key, text, mis_id):
    res = crit(with_entry(key, text), cid)
    assert not res.passed and res.score == 0.0
    assert mis_id in res.misconceptions
    assert "What is true" in res.feedback
    assert res.reading


def test_misconception_fails_even_with_mechanisms_present():
    text = ("S is never written to HBM and Q, K, V are read once. The real speedup is that the "
            "number of FLOPs is reduced from quadratic to linear.")
    res = crit(with_entry("memoryTraffic", text), "memoryTraffic")
    assert not res.passed and "fewer_flops" in res.misconceptions
    assert "also names" in res.feedback


def test_causal_block_skipping_saving_flops_is_not_the_misconception():
    text = "BLOCK_M = BLOCK_N = 64; for causal attention skip K/V blocks above the diagonal, which cuts FLOPs."
    res = crit(with_entry("tiling", text), "tiling")
    assert res.passed and res.misconceptions == []


# --- cross-topic words and keyword stuffing ----------------------------------------------

def test_words_of_another_topic_earn_nothing():
    # numerical-stability content in the memory-traffic entry, and vice versa
    outline = with_entry("memoryTraffic", STRONG["numericalStability"])
    outline["numericalStability"] = STRONG["memoryTraffic"]
    report = grade(normalize(outline), RUBRIC)
    by = {c.id: c for c in report.criteria}
    assert not by["memoryTraffic"].passed and not by["numericalStability"].passed
    assert "numericalStability" in by["memoryTraffic"].feedback  # says where it would earn credit


def test_keyword_stuffing_one_entry_passes_nothing():
    salad = ("HBM SRAM fused kernel never materialize S IO-aware tiling Br Bc BLOCK_M shared memory warps "
             "online softmax running max rescale exp(m_old - m_new) fp32 logsumexp recomputation extra "
             "FLOPs occupancy register pressure trade-off")
    report = grade(normalize({"memoryTraffic": salad, "tiling": "", "numericalStability": ""}), RUBRIC)
    assert not any(c.passed for c in report.criteria), [c.feedback for c in report.criteria]


def test_comma_keyword_salad_fails_with_list_feedback():
    res = crit(with_entry("numericalStability", "online softmax, running max, logsumexp, fp32, rescale"),
               "numericalStability")
    assert not res.passed and res.score == SCORE_NO_DECISION
    assert "list of terms" in res.feedback


def test_terse_but_concrete_passes():
    res = crit(with_entry("tiling", "Br=Bc=64; Q tile resident in SMEM; loop over K/V tiles"), "tiling")
    assert res.passed


# --- vague, placeholders, prompt copy, missing -----------------------------------------

@pytest.mark.parametrize("cid,key,text", [
    ("memoryTraffic", "memoryTraffic", "Optimize memory access to make it fast."),
    ("tiling", "tiling", "Use tiling for performance."),
    ("numericalStability", "numericalStability", "Make it stable."),
    ("failureModeOrTradeOff", "tradeOff", "There are trade-offs."),
])
def test_vague_entries_fail_and_say_so(cid, key, text):
    res = crit(with_entry(key, text), cid)
    assert not res.passed and res.score == 0.0
    assert "Hint:" in res.feedback and "Read:" in res.feedback


def test_vague_feedback_quotes_the_vague_phrase():
    res = crit(with_entry("memoryTraffic", "We optimize memory access patterns."), "memoryTraffic")
    assert "vague" in res.feedback and "optimize memory access" in res.feedback


@pytest.mark.parametrize("value", ["", "   ", "TODO", "todo: fill in", "n/a", "N/A", "tbd", "...", "…",
                                   ["TODO", "tbd"], {"mechanism": "TODO", "decision": "..."}])
def test_placeholders_fail(value):
    res = crit(with_entry("tiling", value), "tiling")
    assert not res.passed and "placeholder" in res.feedback


def test_prompt_copy_fails():
    text = "Each value must name a concrete mechanism or decision."
    res = crit(with_entry("tiling", text), "tiling")
    assert not res.passed and "prompt" in res.feedback


def test_missing_entry_fails_with_how_to_fix():
    outline = dict(STRONG)
    del outline["numericalStability"]
    res = crit(outline, "numericalStability")
    assert not res.passed and "numericalStability" in res.feedback and res.reading


# --- failure mode / trade-off ------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "Trade-off: larger Bc means more registers per thread, so the kernel spills at d = 128.",
    "The cost is extra FLOPs, because S and P are recomputed in the backward.",
    "Larger tiles cut K/V re-reads at the expense of occupancy, since fewer CTAs fit per SM.",
    "It fails when d = 256 with 128x128 tiles: the tiles exceed shared memory and the launch fails.",
])
def test_inline_tradeoff_in_another_entry_counts(sentence):
    outline = {k: v for k, v in STRONG.items() if k != "tradeOff"}
    outline["tiling"] = STRONG["tiling"] + " " + sentence
    res = crit(outline, "failureModeOrTradeOff")
    assert res.passed, res.feedback
    assert any(m in outline["tiling"] for m in res.matched)


def test_no_tradeoff_anywhere_fails():
    outline = {k: v for k, v in STRONG.items() if k != "tradeOff"}
    res = crit(outline, "failureModeOrTradeOff")
    assert not res.passed and "tradeOff" in res.feedback


def test_cost_without_cause_fails():
    res = crit(with_entry("tradeOff", "Register pressure."), "failureModeOrTradeOff")
    assert not res.passed and "cause" in res.feedback


def test_mitigation_in_another_entry_is_not_a_tradeoff_statement():
    # "to avoid overflow" is why a mechanism exists, not an explicit failure statement
    outline = {k: v for k, v in STRONG.items() if k != "tradeOff"}
    outline["numericalStability"] = "Subtract the running max before exp to avoid overflow; fp32 stats."
    assert not crit(outline, "failureModeOrTradeOff").passed


@pytest.mark.parametrize("key", ["tradeOff", "trade_offs", "failureModes", "failure_mode", "tradeoffs"])
def test_dedicated_entry_spellings(key):
    outline = {k: v for k, v in STRONG.items() if k != "tradeOff"}
    outline[key] = STRONG["tradeOff"]
    assert crit(outline, "failureModeOrTradeOff").passed


# --- accepted forms ----------------------------------------------------------------------

def test_list_form():
    outline = with_entry("memoryTraffic", ["S and P are never written to HBM.", "Only O and the LSE are written back."])
    assert crit(outline, "memoryTraffic").passed


def test_mapping_form_binds_mechanism_and_decision_parts():
    outline = with_entry("numericalStability", {
        "mechanism": "online softmax",
        "decision": "carry m and l per row and multiply the accumulator by exp(m_old - m_new) on each new tile",
    })
    assert crit(outline, "numericalStability").passed


def test_snake_case_keys():
    outline = {"memory_traffic": STRONG["memoryTraffic"], "tiling": STRONG["tiling"],
               "numerical_stability": STRONG["numericalStability"], "trade_off": STRONG["tradeOff"]}
    report = grade(normalize(outline), RUBRIC)
    assert report.passed


def test_mechanism_without_decision_gets_partial_credit_and_asks_for_decision():
    res = crit(with_entry("numericalStability", "Online softmax."), "numericalStability")
    assert not res.passed and res.score == SCORE_NO_DECISION
    assert "decision" in res.feedback and "online softmax" in res.feedback.lower()


# --- hidden criteria and evidence -----------------------------------------------------

def test_hidden_flag_and_weights_come_from_the_rubric():
    rubric = RUBRIC.model_copy(deep=True)
    rubric.criteria[1].hidden = True
    rubric.criteria[1].weight = 0.5
    report = grade(normalize(STRONG), rubric)
    tiling = next(c for c in report.criteria if c.id == "tiling")
    assert tiling.hidden and tiling.weight == 0.5
    assert "tiling" not in [c.id for c in report.visible().criteria]


def test_evidence_is_cited_only_for_passed_criteria():
    ev = Evidence(device={"name": "test"}, versions={}, created="2026-01-01T00:00:00Z", experiments=[
        Experiment(id="memory.peak", criterion="memoryTraffic", concepts=["mt.no_materialize"], supported=True,
                   summary="Peak extra memory grew linearly with N."),
    ])
    outline = with_entry("tiling", "Use tiling for performance.")
    report = grade(normalize(outline), RUBRIC, ev)
    tiling = next(c for c in report.criteria if c.id == "tiling")
    assert tiling.evidence == []
    mem = next(c for c in report.criteria if c.id == "memoryTraffic")
    assert isinstance(mem.evidence, list)


def test_grade_is_pure_and_deterministic():
    a = grade(normalize(STRONG), RUBRIC).model_dump()
    b = grade(normalize(STRONG), RUBRIC).model_dump()
    assert a == b


def test_list_of_bare_terms_is_a_keyword_list_even_with_a_verb_item():
    res = crit(with_entry("numericalStability", ["online softmax", "running max", "rescale", "fp32"]),
               "numericalStability")
    assert not res.passed and "list of terms" in res.feedback


def test_terse_list_of_decisions_passes():
    assert crit(with_entry("tiling", ["Q resident in SMEM", "K/V streamed", "Br=128", "Bc=64"]), "tiling").passed


def test_fa2_deferred_normalisation_is_not_the_no_rescale_misconception():
    text = ("FA2 does not rescale the output by 1/l at every step; it divides by l once after the last tile "
            "and keeps a running max m in fp32.")
    res = crit(with_entry("numericalStability", text), "numericalStability")
    assert res.passed and res.misconceptions == []


@pytest.mark.parametrize("text", [
    "FlashAttention reduces the quadratic complexity of attention to linear.",
    "Scores are spilled to HBM between the QK^T and PV kernels.",
])
def test_misconception_phrasings(text):
    res = crit(with_entry("memoryTraffic", text), "memoryTraffic")
    assert not res.passed and res.misconceptions


def test_trade_off_cause_must_be_more_than_the_cost_words():
    assert not crit(with_entry("tradeOff", "Uses more memory."), "failureModeOrTradeOff").passed
    assert crit(with_entry("tradeOff", "Larger tiles use more registers, so occupancy drops."),
                "failureModeOrTradeOff").passed


@pytest.mark.parametrize("text", [
    "S is not kept on chip but written to HBM and re-read for the PV product.",
    "We do not keep S in SRAM; instead it is written to HBM block by block and read back.",
])
def test_negation_scope_ends_at_a_contrast(text):
    res = crit(with_entry("memoryTraffic", text), "memoryTraffic")
    assert not res.passed and "s_written_to_hbm" in res.misconceptions


def test_reading_kv_again_is_not_a_round_trip_of_s():
    text = "Only O is written to HBM, while K and V are re-read once per query block."
    res = crit(with_entry("memoryTraffic", text), "memoryTraffic")
    assert res.passed and res.misconceptions == []


def test_inline_tradeoff_rescues_a_placeholder_tradeoff_entry():
    outline = dict(STRONG)
    outline["tradeOff"] = "TODO"
    outline["tiling"] = STRONG["tiling"] + " Trade-off: larger Bc needs more registers, so the kernel spills."
    assert crit(outline, "failureModeOrTradeOff").passed
    outline["tiling"] = STRONG["tiling"]
    res = crit(outline, "failureModeOrTradeOff")
    assert not res.passed and "placeholder" in res.feedback


def test_inline_marker_without_a_cost_names_the_sentence():
    outline = {k: v for k, v in STRONG.items() if k != "tradeOff"}
    outline["tiling"] = STRONG["tiling"] + " The trade-off is worth it."
    res = crit(outline, "failureModeOrTradeOff")
    assert not res.passed and "trade-off is worth it" in res.feedback
