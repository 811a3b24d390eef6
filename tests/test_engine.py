"""The grading engine against the standard (issue 2 §4), one behaviour per test.

Texts here are written for the tests (not copied from the calibration corpus) so
that they probe the mechanics: negations, synonyms, verbatim quotes, cross-topic
words, keyword stuffing, each misconception, inline trade-offs, placeholders,
prompt copies, and the list/mapping forms.
"""

from __future__ import annotations

import pytest

from workbench.facts.model import Evidence, Experiment
from workbench.outline.model import normalize
from workbench.rubric.engine import SCORE_NO_DECISION, grade
from workbench.rubric.load import load_rubric
from workbench.rubric.matching import normalize as norm_text
from workbench.rubric.matching import sentences

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


# --- a table of phrasings in many voices (criterion, entry text, expected verdict) ----------
# Regression guard for rubric edits: each line is graded alone (one entry in the outline).
PHRASINGS = [
    ('memoryTraffic', 'The N×N attention matrix never leaves on-chip SRAM; only Q, K, V are loaded from HBM and O is written back.', True),
    ('memoryTraffic', 'Everything happens in one kernel launch: QKᵀ → mask → softmax → PV, so no intermediate hits global memory.', True),
    ('memoryTraffic', 'We avoid materialising the scores in DRAM.', True),
    ('memoryTraffic', 'Memory: O(N) extra instead of O(N²) because P is recomputed in the backward rather than stored.', True),
    ('memoryTraffic', 'Minimise HBM round trips.', False),
    ('memoryTraffic', 'IO-awareness is key; memory bandwidth is the bottleneck.', False),
    ('memoryTraffic', 'Reduce memory traffic by being smart about data movement.', False),
    ('memoryTraffic', 'The speedup comes from doing fewer floating point operations than standard attention.', False),
    ('memoryTraffic', 'Each block of S is written to HBM and later read back to compute the softmax.', False),
    ('memoryTraffic', "Standard attention writes S to HBM and reads it back; we don't: S stays in SRAM.", True),
    ('memoryTraffic', 'HBM traffic drops from Θ(Nd + N²) to Θ(N²d²/M) accesses.', True),
    ('memoryTraffic', 'Attention is memory-bound, so the win is in bytes moved, not flops: we read Q,K,V once per tile and never write S.', True),
    ('memoryTraffic', 'For N=4096, d=64 fp16 the naive S alone is 32 MB; our kernel writes just the 512 KB output.', True),
    ('memoryTraffic', 'Use SRAM instead of HBM.', False),
    ('memoryTraffic', 'HBM, SRAM, tiling, fusion.', False),
    ('memoryTraffic', 'Because FlashAttention approximates the softmax, it can skip storing S.', False),
    ('tiling', 'Tiles of 128 queries × 64 keys; the query tile is pinned in shared memory across the KV loop.', True),
    ('tiling', 'Use tiling for performance.', False),
    ('tiling', 'We pick block sizes carefully.', False),
    ('tiling', 'Each thread block handles one query block; K and V blocks are streamed through smem.', True),
    ('tiling', 'BLOCK_M = 64, BLOCK_N = 32, num_warps = 4, num_stages = 2.', True),
    ('tiling', 'Grid is (cdiv(N, BLOCK_M), B*H).', True),
    ('tiling', 'Blocks and tiles in shared memory.', False),
    ('tiling', 'Tiling: the outer loop runs over Q blocks and the inner loop over K/V blocks.', True),
    ('tiling', 'For causal attention, blocks fully above the diagonal are skipped.', True),
    ('tiling', 'Double-buffer the K/V tiles so the next load overlaps the current matmul.', True),
    ('tiling', 'Break the problem into tiles so it fits in cache.', False),
    ('numericalStability', 'Track the running maximum and rescale previously accumulated output by exp(m_prev − m_cur) whenever the max grows.', True),
    ('numericalStability', 'Make it numerically stable.', False),
    ('numericalStability', 'Use the log-sum-exp trick.', False),
    ('numericalStability', 'Subtract the row max before exponentiating so exp never overflows; accumulators in FP32.', True),
    ('numericalStability', 'Online softmax.', False),
    ('numericalStability', "Each block's softmax is computed independently and the blocks are simply concatenated.", False),
    ('numericalStability', 'Softmax per tile is normalised on its own; no rescaling is needed because the tiles are independent.', False),
    ('numericalStability', 'Keep m and l per query row (float32); O is divided by l once after the last KV tile.', True),
    ('numericalStability', 'We cannot normalise each tile independently: the partial sums must be rescaled by exp(m_old - m_new).', True),
    ('numericalStability', "It's stable because we use bf16.", False),
    ('numericalStability', 'Running max, running sum, fp32.', False),
    ('numericalStability', 'Exponentiate with exp2 after multiplying the scale by log2(e) = 1.4427.', True),
    ('failureModeOrTradeOff', 'There are trade-offs between speed and memory.', False),
    ('failureModeOrTradeOff', 'Recomputation costs extra FLOPs in the backward pass.', True),
    ('failureModeOrTradeOff', 'Bigger tiles mean more registers per thread; past ~255 registers the compiler spills to local memory.', True),
    ('failureModeOrTradeOff', 'It trades a little accuracy for a lot of speed.', False),
    ('failureModeOrTradeOff', 'Register pressure.', False),
    ('failureModeOrTradeOff', 'Not much faster for short sequences because the kernel launch dominates.', True),
    ('failureModeOrTradeOff', 'If you forget to rescale the accumulator when the max changes, the output is wrongly normalised.', True),
    ('failureModeOrTradeOff', 'Atomic adds for dQ make the backward non-deterministic across runs.', True),
    ('failureModeOrTradeOff', 'It might be slower sometimes.', False),
    ('failureModeOrTradeOff', 'Downside: more complex code.', False),
    ('failureModeOrTradeOff', 'With causal masking the last query blocks do N/Br times more work than the first, so the SMs finish unevenly.', True),
    ('failureModeOrTradeOff', 'd = 256 exceeds shared memory at 128x128 tiles, so the launch fails.', True),
    ('memoryTraffic', 'basically we dont write the big NxN thing to HBM at all, it just lives in smem for a moment', True),
    ('memoryTraffic', 'The matrix S not go to HBM, it stay in SRAM only.', True),
    ('memoryTraffic', '- load Q_i, K_j, V_j tiles from HBM\n- compute S_ij on chip\n- write O_i back once', True),
    ('memoryTraffic', 'Naive attention materialises S and P (O(N^2) reads/writes of HBM). Here they are produced and consumed on-chip.', True),
    ('memoryTraffic', 'The kernel is IO-aware.', False),
    ('memoryTraffic', 'We are memory bound so we should use the memory hierarchy wisely.', False),
    ('memoryTraffic', 'Since attention is memory-bound, the important thing is to move less data.', False),
    ('memoryTraffic', 'Fewer HBM accesses: O(N^2 d^2 M^-1) instead of O(Nd + N^2).', True),
    ('memoryTraffic', 'FlashAttention reduces the quadratic complexity of attention to linear.', False),
    ('memoryTraffic', 'Scores are spilled to HBM between the QK^T and PV kernels.', False),
    ('memoryTraffic', 'Softmax(QK^T) is stored in global memory and then multiplied by V.', False),
    ('memoryTraffic', 'Output O and the logsumexp vector L are the only writes to HBM; inputs are read with coalesced loads.', True),
    ('tiling', 'Pseudocode: for i in range(Tr): load Q_i; for j in range(Tc): load K_j, V_j; update O_i. Br=Bc=64.', True),
    ('tiling', 'Work is split across thread blocks along the batch, head and sequence dimensions.', True),
    ('tiling', 'We use blocks.', False),
    ('tiling', 'Tiles are sized to fit the hardware.', False),
    ('tiling', 'Q_i (Br x d) stays in SMEM; K_j, V_j (Bc x d) are brought in one after the other.', True),
    ('tiling', 'Block sizes are chosen by the autotuner.', False),
    ('tiling', 'The entire K and V matrices are loaded into shared memory once.', False),
    ('tiling', 'Tiling in SRAM, block size, warps, grid.', False),
    ('tiling', 'Each CTA owns 128 query rows; 8 warps, 16 rows per warp; KV tiles of 64 are double-buffered.', True),
    ('numericalStability', 'The softmax is stable.', False),
    ('numericalStability', 'For every block we update m_i = max(m_i, rowmax(S_ij)) and l_i = exp(m_old - m_i) * l_i + rowsum(P_ij).', True),
    ('numericalStability', "Each tile's softmax is computed locally and then corrected with the running max.", True),
    ('numericalStability', 'We compute softmax block by block, normalising each block with its own max and sum, and write the partial results.', False),
    ('numericalStability', 'Avoid overflow.', False),
    ('numericalStability', 'Numerics: fp16 inputs, fp32 accumulators, row max subtracted before exp.', True),
    ('numericalStability', 'Since FlashAttention is exact up to rounding, we match PyTorch to 1e-3 in fp16 thanks to the running max/sum rescaling.', True),
    ('numericalStability', 'There is a small approximation error because softmax is computed in tiles.', False),
    ('numericalStability', 'Logsumexp trick.', False),
    ('failureModeOrTradeOff', 'If head_dim is 256, the tiles no longer fit in shared memory, so block sizes must shrink and throughput drops.', True),
    ('failureModeOrTradeOff', 'Performance could be worse.', False),
    ('failureModeOrTradeOff', 'The main drawback is complexity.', False),
    ('failureModeOrTradeOff', 'Without the max subtraction, exp(S) overflows fp16 for scores above ~11, giving inf/NaN.', True),
    ('failureModeOrTradeOff', 'Causal masking makes work uneven across query blocks.', True),
    ('failureModeOrTradeOff', 'Memory vs speed.', False),
    ('failureModeOrTradeOff', 'Backward pass is about 2.5x the forward cost because of recomputation.', True),
    ('failureModeOrTradeOff', 'We trade more compute for less memory traffic.', False),
    ('failureModeOrTradeOff', 'Using many pipeline stages eats shared memory: with 4 stages at d=128 we run out and the kernel fails to compile.', True),
    ('failureModeOrTradeOff', 'The kernel needs to be retuned for every new GPU architecture because the block sizes that fit differ.', True),
    ('numericalStability', 'acc = acc * alpha[:, None] + tl.dot(p, v) where alpha = tl.exp(m_i - m_ij)', True),
    ('numericalStability', 'm_ij = tl.maximum(m_i, tl.max(qk, 1)); p = tl.exp(qk - m_ij[:, None])', True),
    ('tiling', 'BLOCK_M: 128\nBLOCK_N: 64\nnum_warps: 8', True),
    ('tiling', 'Tile sizes sixty-four by sixty-four; Q tile kept on chip.', True),
    ('memoryTraffic', 'Q: What goes to HBM? A: Only O and L. S and P never do.', True),
    ('memoryTraffic', 'The point of FlashAttention is IO-awareness, i.e. accounting for reads and writes between levels of GPU memory.', False),
    ('memoryTraffic', 'Attention is bottlenecked by memory, so FA keeps data on chip as much as possible.', False),
    ('memoryTraffic', 'HBM accesses scale as Θ(N² d² / M) for SRAM size M, versus Θ(N d + N²) for the standard algorithm.', True),
    ('tiling', 'We partition the sequence into chunks processed by different SMs.', True),
    ('tiling', 'Blocking along the sequence dimension for better locality.', False),
    ('numericalStability', 'Softmax is computed in a numerically safe way with appropriate tricks.', False),
    ('numericalStability', 'All softmax math is done in float32 even though inputs are bfloat16.', True),
    ('numericalStability', 'Keep the row-wise maximum and normaliser as we sweep over the key blocks, correcting earlier contributions when the maximum increases.', True),
    ('failureModeOrTradeOff', 'Failure mode: rows where every key is masked give max = -inf and exp(-inf - -inf) = NaN unless guarded.', True),
    ('failureModeOrTradeOff', "It's not great for everything.", False),
    ('failureModeOrTradeOff', 'Speed vs memory trade-off, as always.', False),
    ('failureModeOrTradeOff', 'Smaller block sizes → more iterations of the inner loop and more K/V reloads from HBM.', True),
    ('failureModeOrTradeOff', 'At short sequence lengths the launch overhead dominates and FA gives little benefit over cuBLAS.', True),
    ('memoryTraffic', 'S_ij = Q_i K_j^T is computed in SRAM, consumed, and discarded; nothing N×N reaches global memory.', True),
    ('memoryTraffic', 'Everything is fused, so memory traffic is minimal.', False),
    ('tiling', 'Tiling strategy: Q outer, KV inner.', True),
    ('numericalStability', 'The kernel stores S blocks to HBM and later renormalises.', False),
    ('memoryTraffic', 'HBM holds Q, K, V, O; SRAM holds one tile of each plus S_ij.', True),
    ('tiling', 'KV is the outer loop in FA1 (Q re-read per KV block), FA2 swaps it: Q outer, so each CTA writes its O once.', True),
    ('numericalStability', 'Safe softmax.', False),
    ('numericalStability', 'We rely on the online softmax of Milakov & Gimelshein.', False),
    ('failureModeOrTradeOff', 'The approach fails when the sequence is so short that there is no work to parallelise over.', True),
    ('failureModeOrTradeOff', 'Requires writing a custom kernel, harder to maintain.', False),
    ('memoryTraffic', 'Per (batch, head), HBM reads are 3·N·d elements and writes N·d + N; no N-by-N buffer is ever allocated.', True),
    ('memoryTraffic', 'The only large tensor written is the output; the score matrix is consumed on the fly.', True),
    ('memoryTraffic', "Compared to the baseline's Θ(N²) HBM traffic for S and P, our traffic is dominated by streaming K and V once per query tile.", True),
    ('memoryTraffic', 'Everything between the QKᵀ and PV matmuls happens in registers, so the probabilities never round-trip through DRAM.', True),
    ('memoryTraffic', 'We save the row-wise logsumexp (4 bytes per row) instead of the 2N² bytes that P would take.', True),
    ('tiling', 'Work decomposition: cdiv(N, 128) query tiles × B × H programs; inside, a for-loop advances over key tiles of 64.', True),
    ('tiling', 'Shared memory budget per CTA: Q tile 128×64×2B = 16 KB, K and V tiles 64×64×2B each, 32 KB total.', True),
    ('tiling', 'The query block is the stationary operand; keys and values flow past it.', True),
    ('tiling', 'With causal masking the loop over KV stops at the diagonal block.', True),
    ('tiling', 'Two-stage software pipeline: prefetch the next K/V tile while computing on the current one.', True),
    ('numericalStability', 'Before exponentiating, logits are shifted by the running row maximum; if the maximum changes, the previous numerator and denominator are multiplied by e^(m_old − m_new).', True),
    ('numericalStability', 'The accumulator O, the running max and the normaliser are all float32 even with bf16 inputs.', True),
    ('numericalStability', 'Rows that are fully masked have m = -inf; we substitute 0 for the max so exp stays 0 instead of NaN.', True),
    ('numericalStability', 'Use base-2 exponentials: fold log2(e) into the softmax scale and call exp2.', True),
    ('failureModeOrTradeOff', 'Large head dimensions (d=256) blow the register budget, so the compiler spills and throughput halves.', True),
    ('failureModeOrTradeOff', "The backward needs the forward's LSE and recomputes P, which makes it roughly 2x the FLOPs of the forward.", True),
    ('failureModeOrTradeOff', 'With tiny batch × heads and short N there are fewer CTAs than SMs, leaving the GPU underused.', True),
    ('failureModeOrTradeOff', 'Split-KV (flash-decoding) needs a second reduction kernel to combine partial softmax results, adding latency.', True),
    ('failureModeOrTradeOff', 'fp16 accumulators would overflow for long rows, so accumulation must stay in fp32 — a register cost.', True),
    ('memoryTraffic', 'IO-aware kernel fusion.', False),
    ('memoryTraffic', 'Recomputation in the backward.', False),
    ('memoryTraffic', 'The memory traffic is about HBM and SRAM.', False),
    ('tiling', 'Tiling with blocks in shared memory and some warps.', False),
    ('tiling', 'Pipelining.', False),
    ('tiling', 'Causal masking.', False),
    ('numericalStability', 'Max subtraction.', False),
    ('numericalStability', 'logsumexp', False),
    ('numericalStability', 'Stable softmax via the log-sum-exp trick and fp32.', False),
    ('failureModeOrTradeOff', 'Occupancy.', False),
    ('failureModeOrTradeOff', 'Numerical issues.', False),
    ('memoryTraffic', 'We make it 5x faster than PyTorch.', False),
    ('memoryTraffic', 'Memory use is 10x lower.', False),
    ('tiling', 'We use 4 of them.', False),
    ('numericalStability', 'We use 32 bits.', False),
    ('failureModeOrTradeOff', 'It is 20% slower when N=512.', False),
    ('memoryTraffic', 'Avoid materializing the attention matrix.', True),
    ('tiling', 'Q is kept in shared memory while we loop over K and V.', True),
    ('numericalStability', 'Subtract the running max before exponentiating.', True),
    ('failureModeOrTradeOff', 'Backward is slower because it recomputes attention.', True),
]


@pytest.mark.parametrize("cid,text,expected", PHRASINGS)
def test_phrasing_table(cid, text, expected):
    key = "tradeOff" if cid == "failureModeOrTradeOff" else cid
    res = crit({key: text}, cid)
    assert res.passed is expected, res.feedback


@pytest.mark.timeout(20)
def test_huge_entry_is_graded_quickly_and_truncation_is_reported():
    import time
    big = "S is never written to HBM; Q, K, V are read once. " * 40_000  # ~2 MB
    start = time.perf_counter()
    res = crit(with_entry("memoryTraffic", big), "memoryTraffic")
    assert time.perf_counter() - start < 5
    assert res.passed and "first 8,000 characters" in res.feedback


def test_copying_the_statements_matmul_example_is_not_an_answer():
    text = ("Each thread block computes a 128 × 128 tile of C; it loads 128 × 32 slices of A and B into "
            "shared memory, reuses each slice for the whole tile, and accumulates in fp32 registers.")
    res = crit(with_entry("tiling", text), "tiling")
    assert not res.passed and "statement" in res.feedback


@pytest.mark.parametrize("outline,expected", [
    ({"memoryTraffic": {"what": "HBM <-> SRAM traffic", "how": "Q/K/V loaded tile by tile, S/P never stored, O written once"},
      "tiling": {"what": "tiles", "sizes": "Br=Bc=128 for d=64"},
      "numericalStability": {"what": "softmax", "how": "track row max m and row sum l in fp32, rescale acc when m changes"},
      "failure_modes": {"what": "spills", "why": "Br=Bc=128 at d=128 needs >255 regs/thread"}}, "PPPP"),
    ({"memoryTraffic": "I think the main idea is that memory is slow and compute is fast, so FlashAttention tries to "
                       "avoid memory as much as possible, which is why it is fast. This is called IO-awareness.",
      "tiling": "Tiling is when you break a big matrix into smaller tiles. FlashAttention uses tiling so that the "
                "tiles fit in fast memory. This makes it faster and more memory efficient.",
      "numericalStability": "Softmax can overflow if the numbers are big, so FlashAttention uses a trick to make "
                            "sure it is stable. This is the online softmax trick which is well known.",
      "tradeOff": "There is a trade-off between speed and memory, as always. FlashAttention chooses speed but "
                  "also saves memory so it is a win-win mostly."}, "FFFF"),
    ({"memoryTraffic": "Same as standard attention: compute S, store it, softmax, multiply by V, but in tiles.",
      "tiling": "Use 128x128 tiles.",
      "numericalStability": "Each tile does its own softmax (subtract tile max, divide by tile sum).",
      "tradeOff": "Tiles make it approximate."}, "FPFF"),
])
def test_whole_outlines(outline, expected):
    report = grade(normalize(outline), RUBRIC)
    assert "".join("P" if c.passed else "F" for c in report.criteria) == expected, \
        [c.feedback for c in report.criteria]


def test_apostrophe_s_is_not_the_score_matrix():
    res = crit(with_entry("memoryTraffic", "O: it's written to HBM once, and S never leaves SRAM."), "memoryTraffic")
    assert res.passed and res.misconceptions == []


@pytest.mark.parametrize("text,expected", [
    ("Lower occupancy.", False),                      # the comparative is the cost, not a cause
    ("Occupancy reduced by half.", False),
    ("Register pressure, which is bad.", False),
    ("Larger tiles lower occupancy.", True),
    ("Increasing Bc raises register pressure.", True),
    ("Spills as tiles grow.", True),
])
def test_trade_off_needs_a_real_cause(text, expected):
    assert crit(with_entry("tradeOff", text), "failureModeOrTradeOff").passed is expected


# --- misconception detection in many phrasings (entry key, text, misconception expected) ----
MISCONCEPTION_PHRASINGS = [
    ('memoryTraffic', 'We do not keep S in SRAM; instead it is written to HBM block by block and read back.', True),
    ('memoryTraffic', 'S is not kept on chip but written to HBM and re-read for the PV product.', True),
    ('memoryTraffic', 'No, S is never stored in HBM.', False),
    ('memoryTraffic', 'The trick is not fewer FLOPs but fewer bytes.', False),
    ('memoryTraffic', 'FlashAttention is faster since it needs less computation.', True),
    ('memoryTraffic', 'FlashAttention needs no less computation than standard attention; it wins on bytes moved, and S is never stored in HBM.', False),
    ('memoryTraffic', 'It avoids writing S to HBM, so it is not approximate and also not slower.', False),
    ('numericalStability', 'Without rescaling, per-tile softmaxes would be inconsistent; so we rescale by exp(m_old - m_new).', False),
    ('numericalStability', "Each tile is normalised separately, which is fine because the tiles don't interact.", True),
    ('numericalStability', 'A common mistake is to normalise each tile independently; we rescale instead.', False),
    ('numericalStability', 'It is a myth that FlashAttention is approximate: it keeps a running max in fp32.', False),
    ('numericalStability', 'Results differ slightly from PyTorch because the algorithm is approximate.', True),
    ('tradeOff', 'Compared with approximate methods like Linformer, FA costs more FLOPs because it is exact; recomputation adds a QK^T.', False),
    ('tradeOff', 'We lose some accuracy because tiles are approximated.', True),
    ('memoryTraffic', 'FlashAttention computes attention in O(N) time by tiling.', True),
    ('memoryTraffic', 'It is faster because it computes less.', True),
    ('memoryTraffic', 'S is cached in HBM between tiles.', True),
    ('memoryTraffic', 'Each P tile goes back to HBM before the PV product.', True),
    ('numericalStability', "Softmax is computed per tile and the tiles' results are concatenated.", True),
    ('numericalStability', 'There is a slight loss of accuracy from tiling.', True),
    ('numericalStability', 'fp16 inputs cause a slight loss of precision vs fp32, so stats are kept in fp32 with a running max.', False),
    ('memoryTraffic', 'Q, K and V are kept in HBM and streamed tile by tile; S is never kept in HBM.', False),
    ('memoryTraffic', 'The kernel does less HBM traffic than the naive one: S never goes to HBM.', False),
]


@pytest.mark.parametrize("key,text,expected", MISCONCEPTION_PHRASINGS)
def test_misconception_phrasing_table(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = crit({key: text}, cid)
    assert bool(res.misconceptions) is expected, res.feedback
    if expected:
        assert not res.passed


# --- paraphrase families, driven by the standard (issue 2 §4), not by the corpus -----------
# For every mechanism and every failure mode / trade-off the standard lists: several ways a
# learner or an instructor would say it (formal, terse, non-native, code-ish, AMD/CUDA terms),
# plus adversarial fails (the bare cost with no cause, keyword lists, vague claims) so that a
# broadened pattern cannot start passing them. (family, entry key, text, expected verdict)
PARAPHRASES = [
    ('to.recompute', 'tradeOff', 'The backward has to regenerate S and P from Q, K and the saved logsumexp, which increases the arithmetic work.', True),
    ('to.recompute', 'tradeOff', 'We rematerialise the attention probabilities during backprop instead of storing them, so we pay for an extra matmul per tile.', True),
    ('to.recompute', 'tradeOff', 'Redoing the QK^T product in the backward means more math: roughly 30% more FLOPs than a standard backward.', True),
    ('to.recompute', 'tradeOff', 'The backward re-derives P from the LSE, so the kernel does additional compute to save O(N^2) memory.', True),
    ('to.recompute', 'tradeOff', 'trade compute for memory: bwd rebuilds S (one extra GEMM per block) rather than reading a stored NxN P', True),
    ('to.recompute', 'tradeOff', 'Extra FLOPs because P is re-computed in bwd.', True),
    ('to.recompute', 'tradeOff', 'The price is more arithmetic: S gets rebuilt from Q and K in the backward.', True),
    ('to.recompute', 'tradeOff', 'Backward must calculate the attention scores a second time, costing additional tensor-core time.', True),
    ('to.recompute', 'tradeOff', 'Recomputation.', False),
    ('to.recompute', 'tradeOff', 'We recompute.', False),
    ('to.recompute', 'tradeOff', 'More FLOPs.', False),
    ('to.recompute', 'tradeOff', 'Regeneration of the scores.', False),
    ('to.registers', 'tradeOff', 'Larger tiles limit CTAs per SM because each CTA needs more registers and shared memory.', True),
    ('to.registers', 'tradeOff', 'With BLOCK_M = 128 and d = 128 every thread holds a big fp32 accumulator, so fewer thread blocks are resident per SM.', True),
    ('to.registers', 'tradeOff', 'Bigger Br/Bc -> more live registers per thread -> spills to local memory.', True),
    ('to.registers', 'tradeOff', 'Going from 64- to 128-wide tiles cuts occupancy to one CTA per SM, so memory latency can no longer be hidden.', True),
    ('to.registers', 'tradeOff', 'The O accumulator lives in registers; at head dim 256 that exhausts the register file and the compiler spills.', True),
    ('to.registers', 'tradeOff', 'More warps per block reduces the number of blocks an SM can host, limiting concurrency.', True),
    ('to.registers', 'tradeOff', 'Large tiles reduce occupancy.', True),
    ('to.registers', 'tradeOff', 'Fewer resident blocks per SM when the tile is large, so latency hiding suffers.', True),
    ('to.registers', 'tradeOff', 'Big tiles = high register usage = low occupancy.', True),
    ('to.registers', 'tradeOff', 'Occupancy.', False),
    ('to.registers', 'tradeOff', 'Lower occupancy.', False),
    ('to.registers', 'tradeOff', 'Register pressure is a concern.', False),
    ('to.registers', 'tradeOff', 'Fewer CTAs per SM.', False),
    ('to.smem', 'tradeOff', 'At head dim 256 the K and V tiles no longer fit in the 228 KB of shared memory per SM, so the launch fails with out of resources.', True),
    ('to.smem', 'tradeOff', "Each extra pipeline stage adds another K/V buffer in LDS; with 4 stages the kernel exceeds the scratchpad and won't compile.", True),
    ('to.smem', 'tradeOff', 'Triton raises OutOfResources when BLOCK_N * d * num_stages overflows smem.', True),
    ('to.smem', 'tradeOff', 'Shared memory is exhausted for d=256 with 128x128 tiles.', True),
    ('to.smem', 'tradeOff', 'The tile config exceeds 228 KB of SMEM for large head dims.', True),
    ('to.smem', 'tradeOff', 'Too many stages and the SRAM requirement goes past what the SM has, so the kernel cannot launch.', True),
    ('to.smem', 'tradeOff', 'Running out of shared memory.', False),
    ('to.smem', 'tradeOff', 'smem limit', False),
    ('to.smem', 'tradeOff', 'Out of resources.', False),
    ('to.short_seq', 'tradeOff', 'For small N (e.g. 128 tokens) the whole S matrix is tiny, so fusing saves little and launch overhead dominates.', True),
    ('to.short_seq', 'tradeOff', 'Not worth it for short sequences: the naive version already fits in L2 and the fused kernel is no faster.', True),
    ('to.short_seq', 'tradeOff', 'On short contexts there are too few query blocks to fill 132 SMs, so the GPU sits idle.', True),
    ('to.short_seq', 'tradeOff', 'When seq_len is only a few hundred there is little to gain, because attention is not memory-bound there.', True),
    ('to.short_seq', 'tradeOff', 'Launch overhead dominates for tiny problems.', True),
    ('to.short_seq', 'tradeOff', 'Little gain for short sequences.', True),
    ('to.short_seq', 'tradeOff', 'With N = 256 the speed-up over cuBLAS + softmax is negligible since the N x N matrix is only 128 KB.', True),
    ('to.short_seq', 'tradeOff', 'It is slow sometimes.', False),
    ('to.short_seq', 'tradeOff', 'Launch overhead.', False),
    ('to.imbalance', 'tradeOff', 'With a causal mask the thread blocks finish unevenly: the last query blocks visit N/Bc KV tiles, the first only one.', True),
    ('to.imbalance', 'tradeOff', 'Causal attention creates stragglers: programs near the end of the sequence do much more work, leaving SMs idle at the tail.', True),
    ('to.imbalance', 'tradeOff', 'Under causal masking the work per CTA is triangular, so a naive grid order has a long tail effect.', True),
    ('to.imbalance', 'tradeOff', 'Load imbalance from the causal mask: early query tiles exit almost immediately while late ones iterate over all K/V blocks.', True),
    ('to.imbalance', 'tradeOff', 'causal => uneven work per program -> idle SMs at the end of the launch', True),
    ('to.imbalance', 'tradeOff', 'Because of the causal mask, some CTAs have far more blocks to process than others and the GPU waits for the slowest one.', True),
    ('to.imbalance', 'tradeOff', 'Load imbalance.', False),
    ('to.imbalance', 'tradeOff', 'Stragglers.', False),
    ('to.imbalance', 'tradeOff', 'Idle SMs.', False),
    ('to.nondet', 'tradeOff', 'dQ is accumulated with atomicAdd across KV blocks, so the floating-point order varies and results differ run to run.', True),
    ('to.nondet', 'tradeOff', 'The backward uses atomics, so gradients are not bitwise reproducible.', True),
    ('to.nondet', 'tradeOff', 'Non-deterministic: run-to-run differences in dQ because atomic adds are unordered.', True),
    ('to.nondet', 'tradeOff', 'A split-KV reduction done with atomics makes the output non-deterministic.', True),
    ('to.nondet', 'tradeOff', 'Run-to-run differences in the gradients, since fp32 addition is not associative and the atomics reorder it.', True),
    ('to.nondet', 'tradeOff', 'Non-determinism.', False),
    ('to.nondet', 'tradeOff', 'Atomics.', False),
    ('to.rescale', 'tradeOff', 'If the exp(m_old - m_new) correction is left out, earlier tiles keep a stale max and the rows no longer sum to 1.', True),
    ('to.rescale', 'tradeOff', 'Forgetting to rescale the accumulator when the max increases gives the wrong normalisation.', True),
    ('to.rescale', 'tradeOff', 'Skipping the correction factor yields incorrectly normalised outputs whenever a later tile has a larger score.', True),
    ('to.rescale', 'tradeOff', "A bug where acc isn't multiplied by alpha produces attention weights that don't sum to one.", True),
    ('to.rescale', 'tradeOff', 'Without the rescale step the softmax denominator mixes terms computed with different maxima, so the output is wrong.', True),
    ('to.rescale', 'tradeOff', 'Wrong results.', False),
    ('to.overflow', 'tradeOff', 'Without subtracting the max, exp(s) overflows to inf in fp16 for logits above ~11, and inf/inf gives NaN.', True),
    ('to.overflow', 'tradeOff', 'If the scores are large, exponentiating them directly blows up to infinity.', True),
    ('to.overflow', 'tradeOff', 'fp16 tops out at 65504, so exp of any logit above 11 overflows unless the max is subtracted first.', True),
    ('to.overflow', 'tradeOff', 'Fully masked rows produce NaN because the max is -inf and -inf - (-inf) is NaN.', True),
    ('to.overflow', 'tradeOff', 'NaNs.', False),
    ('to.overflow', 'tradeOff', 'Overflow.', False),
    ('to.precision', 'tradeOff', 'bf16 has only 8 mantissa bits, so rounding P to bf16 before the PV matmul adds error of about 1e-2 against an fp32 reference.', True),
    ('to.precision', 'tradeOff', 'Casting P to fp16 for the tensor-core matmul loses precision, and the error grows with N because many small terms are summed.', True),
    ('to.precision', 'tradeOff', 'Using tf32 for QK^T introduces ~1e-3 relative error compared with true fp32.', True),
    ('to.precision', 'tradeOff', 'FP8 attention needs per-block scaling, otherwise outliers lose precision.', True),
    ('to.precision', 'tradeOff', "Low-precision inputs: with bf16's short mantissa the output differs from an fp64 reference by rounding error.", True),
    ('to.precision', 'tradeOff', 'Precision loss.', False),
    ('to.precision', 'tradeOff', 'Rounding error.', False),
    ('to.traffic', 'tradeOff', 'Smaller Br means K and V are re-read from HBM more times (N/Br passes), raising traffic.', True),
    ('to.traffic', 'tradeOff', 'With the FA1 loop order O is read and written to HBM once per K/V block, which adds traffic.', True),
    ('to.traffic', 'tradeOff', 'Each query block re-streams all of K and V from global memory, so HBM reads grow as N^2 d / Br.', True),
    ('to.traffic', 'tradeOff', 'More HBM traffic.', False),
    ('to.extra_kernel', 'tradeOff', 'Split-KV decoding needs an extra reduction kernel to merge the partial outputs, which adds latency.', True),
    ('to.extra_kernel', 'tradeOff', 'The backward needs a separate preprocessing pass to compute D = rowsum(dO * O), one more kernel launch.', True),
    ('to.extra_kernel', 'tradeOff', 'Extra kernel.', False),
    ('to.tuning', 'tradeOff', 'Tile sizes have to be hand-tuned per head dim and per GPU (A100 vs H100), since the SRAM and register budgets differ.', True),
    ('to.tuning', 'tradeOff', 'Autotuning over BLOCK_M, BLOCK_N and num_stages makes the first call slow, because every config has to be compiled and benchmarked.', True),
    ('to.tuning', 'tradeOff', 'Longer compile time: Triton JIT-compiles a separate kernel for each head dim and causal flag.', True),
    ('to.tuning', 'tradeOff', 'The code is much more complex than three PyTorch ops because the softmax has to be written as an online update with manual rescaling.', True),
    ('to.tuning', 'tradeOff', 'More complex code.', False),
    ('to.tuning', 'tradeOff', 'Harder to maintain.', False),
    ('to.tuning', 'tradeOff', 'Autotuning takes time.', False),
    ('to.memory', 'tradeOff', 'Storing P for the backward would need 2N^2 bytes per head (32 MB at N=4096), so we recompute instead and pay extra FLOPs.', True),
    ('to.tensorcore', 'tradeOff', 'Small head dims (d=32) make the matmuls too thin to saturate the tensor cores.', True),
    ('to.tensorcore', 'tradeOff', 'The exp and rowmax run on the slow non-matmul units, so on H100 the softmax can bottleneck the tensor cores.', True),
    ('to.stalls', 'tradeOff', 'Without pipelining, the warps stall waiting on K/V loads from HBM.', True),
    ('to.stalls', 'tradeOff', 'Stalls.', False),
    ('to.salad', 'tradeOff', 'recomputation, occupancy, load imbalance, atomics, overflow', False),
    ('to.salad', 'tradeOff', 'Trade-offs: recompute, spills, imbalance, non-determinism.', False),
    ('to.vague', 'tradeOff', 'There is a trade-off between memory and compute.', False),
    ('to.vague', 'tradeOff', 'It uses more resources.', False),
    ('to.vague', 'tradeOff', 'Some configurations do not work well.', False),
    ('to.inline', 'memoryTraffic', 'S is never written to HBM; the backward must regenerate it, at the cost of extra arithmetic work (one more QK^T per tile).', True),
    ('to.inline', 'tiling', 'Br = Bc = 128 keeps Q in SMEM, but larger tiles limit CTAs per SM because each needs 64 KB of shared memory.', True),
    ('to.inline', 'tiling', 'Downside: with a causal mask the CTAs finish unevenly, since late query blocks loop over many more K/V tiles.', True),
    ('mt.no_materialize', 'memoryTraffic', 'The score tile is produced in registers and thrown away after the PV product, so the N×N matrix never exists in device memory.', True),
    ('mt.no_materialize', 'memoryTraffic', 'S never touches DRAM.', True),
    ('mt.no_materialize', 'memoryTraffic', 'The full attention matrix is never formed in gmem; only a Br×Bc tile exists at a time in LDS.', True),
    ('mt.no_materialize', 'memoryTraffic', 'We do not write the attention scores out to VRAM.', True),
    ('mt.no_materialize', 'memoryTraffic', 'P stays in registers and feeds the second GEMM directly.', True),
    ('mt.no_materialize', 'memoryTraffic', 'Scores are kept on-chip (smem/registers) and never spilled to global memory.', True),
    ('mt.no_materialize', 'memoryTraffic', 'No N² intermediate is written back to main memory.', True),
    ('mt.no_materialize', 'memoryTraffic', 'The intermediate attention weights never leave the SM.', True),
    ('mt.io_set', 'memoryTraffic', 'HBM traffic = read Q, K, V + write O and the per-row LSE; nothing else.', True),
    ('mt.io_set', 'memoryTraffic', 'Inputs Q, K, V are pulled from global memory tile by tile; the only output written is O plus the logsumexp.', True),
    ('mt.io_set', 'memoryTraffic', 'Each Q tile is loaded once, K/V tiles once per Q tile, and O is stored once.', True),
    ('mt.fusion', 'memoryTraffic', 'QK^T, scaling, causal masking, softmax and the PV product all happen inside a single Triton program.', True),
    ('mt.fusion', 'memoryTraffic', 'One kernel does matmul -> mask -> softmax -> matmul, with no intermediate launches.', True),
    ('mt.fusion', 'memoryTraffic', 'Fusing the whole attention computation into one kernel avoids the HBM round trip between the two GEMMs.', True),
    ('mt.kv_reread', 'memoryTraffic', 'K and V are streamed from HBM once for every query block, i.e. Tr = N/Br times.', True),
    ('mt.io_estimate', 'memoryTraffic', 'HBM accesses: Θ(N²d²/M) vs Θ(Nd + N²) for standard attention.', True),
    ('mt.io_estimate', 'memoryTraffic', 'For N=8192, d=128 in bf16, reading Q,K,V and writing O moves 8 MB per head instead of the 128 MB that S and P would take.', True),
    ('mt.recompute', 'memoryTraffic', 'In the backward, S and P are rebuilt on chip from Q, K and the saved LSE instead of being read from HBM.', True),
    ('mt.recompute', 'memoryTraffic', 'The backward re-materialises the probabilities from the logsumexp rather than storing them.', True),
    ('mt.recompute', 'memoryTraffic', 'Backward regenerates P tile by tile from Q, K and L, so P is never stored.', True),
    ('mt.vague', 'memoryTraffic', 'Minimise the data movement between memory levels.', False),
    ('mt.vague', 'memoryTraffic', 'Be IO-aware and keep things on chip.', False),
    ('ti.grid', 'tiling', 'Each CTA owns a 128-row slab of Q and loops over 64-row K/V tiles.', True),
    ('ti.pipeline', 'tiling', 'Q block (BLOCK_M=128) resident in SMEM, K/V blocks (BLOCK_N=64) double-buffered via TMA.', True),
    ('ti.grid', 'tiling', 'Grid: one program per (query tile, batch*head) pair.', True),
    ('ti.grid', 'tiling', 'Launch cdiv(N, 128) x (B*H) thread blocks; each thread block processes one query tile.', True),
    ('ti.amd', 'tiling', 'On AMD each workgroup of 4 wavefronts handles 128 query rows, with K/V staged through LDS 64 keys at a time.', True),
    ('ti.amd', 'tiling', 'K/V chunks of 64 keys are staged in LDS while the Q chunk stays in VGPRs.', True),
    ('ti.sram_budget', 'tiling', 'Tiles: 128 queries x 64 keys at d=64; budget (128 + 2*64)*64*2 B = 32 KB of smem.', True),
    ('ti.loop_order', 'tiling', 'Loop nest: for each Q tile (parallel over programs) { for each K/V tile (sequential) }.', True),
    ('ti.loop_order', 'tiling', 'FA2 ordering: parallelise over query blocks in the outer loop, sequential sweep over keys inside.', True),
    ('ti.causal_skip', 'tiling', 'Causal: a query tile only visits K/V tiles up to its own diagonal; later tiles are never loaded.', True),
    ('ti.pipeline', 'tiling', 'Warp specialization on Hopper: a producer warpgroup issues TMA loads while 2 consumer warpgroups do the GEMMs.', True),
    ('ti.pipeline', 'tiling', 'num_stages=3 so two K/V tiles are in flight while one is being used.', True),
    ('ti.vague', 'tiling', 'Choose good tile sizes.', False),
    ('ti.vague', 'tiling', 'Tile the computation to fit in shared memory.', False),
    ('ti.vague', 'tiling', 'Blocks are processed by the GPU in parallel.', False),
    ('ns.rescale', 'numericalStability', 'Keep a per-row running maximum and running denominator; when a new block raises the max, multiply the old denominator and output by exp(old_max - new_max).', True),
    ('ns.rescale', 'numericalStability', 'Carry (m, l) across K/V tiles; alpha = exp(m_prev - m_new) is applied to acc and l before the new tile is added.', True),
    ('ns.fp32', 'numericalStability', 'Stats in fp32: m_i, l_i and the O accumulator never drop to bf16; only the final O is cast down.', True),
    ('ns.lse_store', 'numericalStability', 'Store L = m + log l per row so the backward can rebuild P = exp(S - L) without recomputing the max.', True),
    ('ns.max_subtract', 'numericalStability', "We shift each logit by the current row max before exponentiating, so exp's argument is ≤ 0 and cannot overflow.", True),
    ('ns.exp2', 'numericalStability', 'Use exp2 instead of exp and pre-multiply the softmax scale by 1/ln 2.', True),
    ('ns.masked_rows', 'numericalStability', 'Rows where everything is masked get l = 0; we guard the division so they return 0 instead of NaN.', True),
    ('ns.final_normalize', 'numericalStability', 'Normalise by the running sum only once, after the final K/V block (FA2), which saves non-matmul FLOPs.', True),
    ('ns.rescale', 'numericalStability', 'Renormalise the partial output whenever the maximum changes.', True),
    ('ns.online', 'numericalStability', 'Online normalizer calculation (Milakov-Gimelshein): a running max and running sum, rescaled on the fly as each tile arrives.', True),
    ('ns.vague', 'numericalStability', 'Handle numerical issues carefully.', False),
    ('ns.vague', 'numericalStability', 'Use the standard tricks for stability.', False),
    ('ns.vague', 'numericalStability', 'Softmax is numerically stable by design.', False),
    ('to.recompute', 'tradeOff', 'Because P is not kept around, the gradient kernel has to form QK^T again for every tile, roughly doubling the matmul count of the backward.', True),
    ('to.recompute', 'tradeOff', 'Cost: backward FLOPs go up, since attention weights are regenerated from the stored statistics instead of being loaded.', True),
    ('to.recompute', 'tradeOff', 'We spend compute to save memory: the scores are recomputed during backprop, which is around 20-30% extra work.', True),
    ('to.recompute', 'tradeOff', 'Trade-off - recomputation: more tensor-core work in exchange for not keeping an N^2 buffer.', True),
    ('to.recompute', 'tradeOff', "The backward pass is compute-heavier: it re-does the forward's QK^T and softmax per block.", True),
    ('to.recompute', 'failureModes', ['Extra matmuls in the backward because S is recomputed.'], True),
    ('to.registers', 'tradeOff', 'A 128x128 tile with d=128 needs 64 KB of fp32 accumulators per CTA, which pushes register use past 255 per thread and forces spilling.', True),
    ('to.registers', 'tradeOff', 'High register usage from big tiles means only one CTA fits per SM, so there is nothing to switch to while waiting on memory.', True),
    ('to.registers', 'tradeOff', 'Increasing BLOCK_N hurts occupancy: each program holds a BLOCK_M x BLOCK_N score tile in registers.', True),
    ('to.registers', 'tradeOff', 'Register spilling to local memory once the per-thread register budget is exceeded by large accumulators.', True),
    ('to.registers', 'tradeOff', 'Spilling.', False),
    ('to.registers', 'tradeOff', 'Occupancy could be a problem.', False),
    ('to.smem', 'tradeOff', 'The K/V double buffer doubles shared-memory usage; at d=256 that exceeds the 164 KB available on an A100.', True),
    ('to.smem', 'tradeOff', 'For head_dim 256, a 128x64 configuration would require more shared memory than the SM provides, so we must drop to 64x32 tiles.', True),
    ('to.smem', 'tradeOff', "Big tiles don't fit in SMEM on consumer GPUs (100 KB), so the kernel falls back to smaller, slower blocks.", True),
    ('to.smem', 'tradeOff', 'Shared memory is limited.', False),
    ('to.short_seq', 'tradeOff', 'At sequence length 256 the naive implementation is already fast, so the extra complexity buys almost nothing.', True),
    ('to.short_seq', 'tradeOff', 'For decode (one query token) there is only one query block per head, so most SMs have nothing to do unless the KV sequence is split.', True),
    ('to.short_seq', 'tradeOff', 'Small problems: the overhead of launching and tiling outweighs the bandwidth saved when N is below ~512.', True),
    ('to.imbalance', 'tradeOff', 'Causal masking halves the useful work but distributes it unevenly: query blocks near the end do all the heavy lifting.', True),
    ('to.imbalance', 'tradeOff', 'In the causal case, CTAs for later rows run longer, so the last wave of the grid is only partly full.', True),
    ('to.imbalance', 'tradeOff', 'Uneven per-block work under causal masking leads to poor SM utilisation at the end of the kernel.', True),
    ('to.nondet', 'tradeOff', 'Backward accumulates dQ with atomic adds from multiple CTAs; the order of the adds is not fixed, so gradients vary slightly between runs.', True),
    ('to.nondet', 'tradeOff', 'Results are not reproducible bit-for-bit across runs because the dK/dV reduction order depends on scheduling.', True),
    ('to.rescale', 'tradeOff', 'Forgetting the alpha = exp(m_old - m_new) factor on the accumulator silently produces wrong outputs when scores grow across tiles.', True),
    ('to.rescale', 'tradeOff', "If l is not rescaled when m increases, the final division uses a mis-scaled denominator and attention rows don't sum to 1.", True),
    ('to.overflow', 'tradeOff', "Skipping the max subtraction: exp(30) is larger than fp16's max, so the kernel outputs inf and then NaN.", True),
    ('to.overflow', 'tradeOff', 'Masked rows where all scores are -inf make the softmax compute 0/0, yielding NaN.', True),
    ('to.overflow', 'tradeOff', 'Numerical overflow when logits are large and the max is not removed first.', True),
    ('to.precision', 'tradeOff', 'Storing P in bf16 for the second matmul costs about 3 significant digits, so outputs match an fp32 reference only to ~1e-2.', True),
    ('to.precision', 'tradeOff', 'FP8 on Hopper doubles throughput but the e4m3 format has a 3-bit mantissa, so incoherent processing is needed to keep the error acceptable.', True),
    ('to.precision', 'tradeOff', 'Half-precision accumulation would lose accuracy over long rows, which is why we keep fp32 accumulators at the cost of registers.', True),
    ('to.traffic', 'tradeOff', 'Small query tiles mean K and V get streamed from HBM many more times, so total bytes read go up.', True),
    ('to.traffic', 'tradeOff', 'Choosing Br = 16 multiplies the number of passes over K/V by 8 compared with Br = 128.', True),
    ('to.extra_kernel', 'tradeOff', 'Flash-decoding splits the keys across CTAs and then needs a separate combine step to merge partial softmaxes using their LSEs.', True),
    ('to.tuning', 'tradeOff', 'The best BLOCK_M/BLOCK_N depends on the GPU generation and head dim, so configurations must be re-tuned for each target.', True),
    ('to.tuning', 'tradeOff', 'Triton autotuning compiles every candidate config on first use, adding seconds of startup latency.', True),
    ('to.tuning', 'tradeOff', 'Maintenance burden: separate kernels per head dimension (64, 128, 256) because tile sizes are hard-coded for each.', True),
    ('to.memory', 'tradeOff', 'Keeping the logsumexp costs an extra N floats per head in HBM, negligible next to the N^2 matrix it replaces.', True),
    ('to.vague', 'tradeOff', 'It is harder to implement.', False),
    ('to.vague', 'tradeOff', 'Performance depends on the hardware.', False),
    ('to.vague', 'tradeOff', 'The main trade-off is complexity versus speed.', False),
    ('to.vague', 'tradeOff', 'There may be edge cases where it fails.', False),
    ('to.vague', 'tradeOff', 'It may not work well on all GPUs.', False),
    ('to.vague', 'tradeOff', 'More memory.', False),
    ('to.vague', 'tradeOff', 'Slower backward.', False),
    ('to.inline', 'numericalStability', 'Running max m and sum l per row in fp32, rescaled by exp(m_old - m_new). Failure mode: a fully masked row gives m = -inf and the rescale produces NaN unless guarded.', True),
    ('to.inline', 'memoryTraffic', 'S and P never reach HBM. The price is that the backward has to recompute them, about one extra QK^T per tile.', True),
    ('to.inline', 'tiling', 'BLOCK_M=128, BLOCK_N=64, 4 warps; the drawback is that d=256 no longer fits in shared memory with these tiles.', True),
    ('mt.misc', 'memoryTraffic', 'Per head the kernel reads Q, K and V (3Nd elements) and writes O (Nd) plus one float per row; the NxN scores exist only in on-chip memory.', True),
    ('mt.misc', 'memoryTraffic', 'Intermediate results (the S = QK^T tile and its exponentials) stay in registers and never make the trip to HBM.', True),
    ('mt.misc', 'memoryTraffic', 'Standard attention round-trips the N x N matrix through DRAM three times; the fused kernel removes all of those trips.', True),
    ('mt.misc', 'memoryTraffic', 'The attention matrix is never stored; each tile is computed, used for the softmax update and the PV product, and dropped.', True),
    ('mt.misc', 'memoryTraffic', 'K and V are re-fetched from global memory for each block of queries, the only redundancy in the design.', True),
    ('mt.misc', 'memoryTraffic', 'The forward writes only O and the LSE back to device memory.', True),
    ('mt.misc', 'memoryTraffic', 'Global memory traffic is linear in N (Q, K, V, O) instead of quadratic.', True),
    ('mt.misc', 'memoryTraffic', 'Keep data movement low.', False),
    ('mt.misc', 'memoryTraffic', 'It is IO-aware, which matters because GPUs are memory bound.', False),
    ('mt.misc', 'memoryTraffic', 'SRAM is fast and HBM is slow.', False),
    ('ti.misc', 'tiling', 'Query tiles of 128 rows per CTA, key/value tiles of 64 rows iterated in an inner loop; shared memory holds one Q tile plus double-buffered K and V tiles.', True),
    ('ti.misc', 'tiling', 'One Triton program per (q_block, head, batch); it walks the KV sequence in chunks of BLOCK_N.', True),
    ('ti.misc', 'tiling', 'Each warp takes 16 query rows of the 64-row tile, so no inter-warp communication is needed for the softmax (FA2 split-Q).', True),
    ('ti.misc', 'tiling', 'We tile Q along the sequence so that each tile, plus a K and V tile, fits in the 228 KB SMEM of an H100.', True),
    ('ti.misc', 'tiling', 'Hopper: 2 consumer warpgroups ping-pong between GEMM and softmax while a producer warpgroup loads K/V with TMA.', True),
    ('ti.misc', 'tiling', 'Tiles are chosen to fit on chip.', False),
    ('ti.misc', 'tiling', 'We divide the work into blocks.', False),
    ('ns.misc', 'numericalStability', 'Maintain m (row max) and l (row sum of exponentials); on each new KV block update m, scale the old l and O by exp of the difference, then add the new contributions.', True),
    ('ns.misc', 'numericalStability', 'Exponentials are computed as exp(s - m) with m the running maximum, so they never exceed 1.', True),
    ('ns.misc', 'numericalStability', 'All statistics (max, sum, accumulator) are held in 32-bit floats even when Q/K/V are fp16.', True),
    ('ns.misc', 'numericalStability', 'The log-sum-exp of each row is written out so the backward pass can recover P without re-running the reduction.', True),
    ('ns.misc', 'numericalStability', 'When the running maximum grows, previously accumulated output is multiplied by a correction factor exp(m_prev - m_new).', True),
    ('ns.misc', 'numericalStability', 'Softmax is done carefully to avoid overflow.', False),
    ('ns.misc', 'numericalStability', 'We use a numerically stable softmax.', False),
    ('to.misc', 'tradeOff', 'Bottleneck.', False),
    ('to.misc', 'tradeOff', 'Falls back to smaller tiles.', False),
    ('to.misc', 'tradeOff', 'Unevenly distributed.', False),
    ('to.misc', 'tradeOff', 'Significant digits are lost.', False),
    ('to.misc', 'tradeOff', 'Not worth it.', False),
    ('to.misc', 'tradeOff', 'Compile time.', False),
    ('to.misc', 'tradeOff', 'The tensor cores.', False),
    ('to.misc', 'tradeOff', 'It can run out of memory.', False),
    ('to.misc', 'tradeOff', 'Larger blocks are faster but use more resources.', False),
    ('to.misc', 'tradeOff', 'Numerical precision might be an issue.', False),
    ('to.misc', 'tradeOff', 'Backward is expensive.', False),
    ('to.misc', 'tradeOff', 'Complex to implement correctly.', False),
    ('to.misc', 'tradeOff', 'GPU specific.', False),
    ('to.misc', 'tradeOff', 'Picking Br and Bc is a balance: bigger tiles mean fewer K/V re-reads but each CTA needs more shared memory, so fewer CTAs fit on an SM.', True),
    ('to.misc', 'tradeOff', 'On an RTX 4090 (100 KB smem per SM) the d=128, 128x128 config does not compile; we had to use 64x64.', True),
    ('to.misc', 'tradeOff', 'FA2 backward with deterministic=False uses atomics for dQ, so two identical runs can give gradients that differ in the last bits.', True),
    ('to.misc', 'tradeOff', 'When every key of a row is masked (padding), the row max is -inf; without a guard the kernel returns NaN for that row.', True),
    ('to.misc', 'tradeOff', 'Causal attention: the diagonal-heavy work distribution means the programs for the first query blocks finish almost immediately while the last ones take N/Bc iterations.', True),
    ('to.misc', 'tradeOff', "In the backward, S and dP are rebuilt for each tile, about 2.5x the forward's FLOPs in total.", True),
    ('to.misc', 'tradeOff', 'For seq_len 128 the kernel is slower than cuBLAS + softmax because the grid has only B*H programs and most SMs stay empty.', True),
    ('to.misc', 'tradeOff', 'exp in fp16 overflows once a logit exceeds about 11; we therefore subtract the running max, which costs one extra reduction per tile.', True),
    ('to.misc', 'tradeOff', 'Keeping the accumulator in fp32 doubles its register footprint relative to fp16, which limits BLOCK_M.', True),
    ('to.misc', 'tradeOff', 'Each extra pipeline stage holds another K and V tile in shared memory, so num_stages=4 at d=128 runs out of SMEM.', True),
    ('to.misc', 'tradeOff', 'The softmax exponentials run on the SFUs, which are 16x slower than the tensor cores on H100, so the non-matmul work can dominate unless it is overlapped.', True),
    ('to.misc', 'tradeOff', 'Split-K decode adds a second kernel launch and an HBM round trip for the partial outputs.', True),
    ('to.misc', 'tradeOff', 'BLOCK_N=256 gives a 128x256 fp32 score tile per CTA, too large for the register file, so Triton spills it to local memory and throughput collapses.', True),
    ('to.misc', 'tradeOff', 'Storing the LSE (instead of P) for backward means backward must recompute exp(S - LSE), an extra exp per element.', True),
    ('to.misc', 'tradeOff', 'Precision: P is cast to bf16 before the PV matmul, which introduces relative errors around 4e-3.', True),
    ('to.misc', 'failureModes', ['Spills when BLOCK_M*BLOCK_N is too large for registers', 'NaN on fully-masked rows unless l is clamped'], True),
    ('to.misc', 'failureModes', {'mode': 'load imbalance', 'cause': 'causal mask gives later query tiles more K/V tiles to process'}, True),
    ('to.misc', 'failureModes', {'mode': 'occupancy', 'cause': 'bad'}, False),
    ('to.misc', 'tradeOffs', ['recompute', 'register pressure', 'smem'], False),
    ('to.inline', 'tiling', 'We use 128x64 tiles with Q resident; the catch is that at d=256 the Q tile alone takes 64 KB of SMEM, leaving too little for double-buffered K/V.', True),
    ('to.inline', 'numericalStability', 'Subtract the running max before exp to avoid overflow.', False),
    ('mt.misc', 'memoryTraffic', "Nothing of size N^2 is ever allocated in HBM; the kernel's HBM I/O is Q, K, V reads and O, LSE writes.", True),
    ('mt.misc', 'memoryTraffic', 'P_ij is fed straight from registers into the second tensor-core matmul; it is never stored anywhere.', True),
    ('mt.misc', 'memoryTraffic', 'One kernel per (batch, head, query block) computes scores, softmax and output without writing intermediates to VRAM.', True),
    ('mt.misc', 'memoryTraffic', 'Compared with the unfused PyTorch version (three kernels, S and P written and read back), HBM bytes drop by ~N/d.', True),
    ('mt.misc', 'memoryTraffic', 'O(N) memory: we only keep the output and the softmax statistics.', True),
    ('mt.misc', 'memoryTraffic', 'Memory traffic is optimised through fusion.', False),
    ('mt.misc', 'memoryTraffic', 'Data is moved from HBM to SRAM.', False),
    ('ti.misc', 'tiling', 'BLOCK_M x BLOCK_N = 64 x 64 in Triton, num_warps=4, num_stages=2; grid = (cdiv(N, 64), B*H).', True),
    ('ti.misc', 'tiling', 'The outer loop is over query blocks (parallel across CTAs), the inner loop over key blocks (sequential), as in FA2.', True),
    ('ti.misc', 'tiling', 'Each workgroup loads its Q chunk into LDS once and iterates through the K/V chunks.', True),
    ('ti.misc', 'tiling', 'Tiling makes it fit in SRAM.', False),
    ('ns.misc', 'numericalStability', 'm_new = max(m_old, max_j s_ij); l = l * exp(m_old - m_new) + sum_j exp(s_ij - m_new); acc likewise.', True),
    ('ns.misc', 'numericalStability', 'Softmax statistics (row max and denominator) are carried in fp32 registers across the K loop.', True),
    ('ns.misc', 'numericalStability', 'Guard: if m == -inf, use 0 as the shift so exp(-inf - 0) = 0 rather than NaN.', True),
    ('ns.misc', 'numericalStability', 'Numerics handled by online softmax.', False),
    ('to.misc', 'tradeOff', 'Larger tiles reuse each K/V load for more queries. However, the S tile then occupies more registers per thread. Beyond 128x128 the compiler starts spilling.', True),
    ('to.misc', 'tradeOff', 'We chose not to store P. As a consequence the backward has to recompute it tile by tile, which is extra work on the tensor cores.', True),
    ('to.misc', 'tradeOff', 'Causal masking. Query blocks near the start of the sequence have few keys to attend to, so their CTAs are done early and the SMs go idle.', True),
    ('to.misc', 'tradeOff', 'Risk: fp16 overflow. The logits can reach ~100 for un-normalised Q, K, so exp() without subtracting the max gives inf.', True),
    ('to.misc', 'tradeOff', 'Fused kernels are hard to debug: a wrong mask index or a missing rescale silently produces wrong attention weights instead of crashing.', True),
    ('to.misc', 'tradeOff', 'On older GPUs (e.g. T4, 64 KB smem) the default 128x64 tiles exceed shared memory and the kernel cannot be launched.', True),
    ('to.misc', 'tradeOff', 'Memory for the backward: storing m and l (or the LSE) per row costs O(N) extra memory, much less than the O(N^2) for P.', True),
    ('to.misc', 'tradeOff', 'Small head dimension d=16 makes each tile matmul too small for the tensor cores, so we are bound by the softmax instead.', True),
    ('to.misc', 'tradeOff', 'Splitting the sequence across CTAs (split-KV) improves occupancy for decoding but requires an extra reduction over the partial results.', True),
    ('to.misc', 'tradeOff', 'Dropout inside the kernel requires regenerating the same random mask in the backward, which adds Philox RNG work.', True),
    ('to.misc', 'tradeOff', 'Bigger BLOCK_N amortises loop overhead but the fp32 score tile grows as BLOCK_M*BLOCK_N, so register pressure rises.', True),
    ('to.misc', 'tradeOff', 'Because the backward of FlashAttention-2 parallelises over key blocks, dQ contributions from different CTAs must be summed with atomics, making gradients non-deterministic.', True),
    ('to.misc', 'tradeOff', 'Larger tiles are good for reuse. Smaller tiles are good for occupancy.', False),
    ('to.misc', 'tradeOff', 'We must balance tile size against other factors.', False),
    ('to.misc', 'tradeOff', 'Causal masking.', False),
    ('to.misc', 'tradeOff', 'Fused kernels are hard to debug.', False),
    ('to.misc', 'tradeOff', 'FP16 can overflow.', False),
    ('to.misc', 'tradeOff', 'The backward pass is more complicated.', False),
    ('to.misc', 'tradeOff', 'Memory versus compute; speed versus accuracy.', False),
    ('to.misc', 'tradeOff', 'Some GPUs have less shared memory.', False),
    ('to.misc', 'tradeOff', 'It depends on the sequence length.', False),
    ('to.misc', 'tradeOff', 'Atomics are slow.', False),
    ('mt.misc', 'memoryTraffic', 'Only Q, K, V are read and O written; nothing quadratic in N touches HBM.', True),
    ('mt.misc', 'memoryTraffic', 'The N x N matrix is computed block by block in SRAM and consumed immediately by the PV product, so it never needs to be stored.', True),
    ('mt.misc', 'memoryTraffic', 'HBM I/O per (batch, head): read 3*N*d, write N*d + N; standard attention additionally writes and reads 2*N^2.', True),
    ('mt.misc', 'memoryTraffic', 'Data movement: Q tile loaded once per CTA, K/V tiles streamed from HBM by every CTA, O tile written once at the end.', True),
    ('mt.misc', 'memoryTraffic', 'The softmax output never goes to DRAM.', True),
    ('mt.misc', 'memoryTraffic', 'No intermediate tensors between the two matmuls are written out.', True),
    ('mt.misc', 'memoryTraffic', "Reads Q/K/V, writes O; that's all the global memory traffic there is.", True),
    ('mt.misc', 'memoryTraffic', 'We avoid the quadratic memory footprint of attention by never creating the full score matrix.', True),
    ('mt.misc', 'memoryTraffic', 'Attention is bandwidth-bound; FlashAttention is IO-aware.', False),
    ('mt.misc', 'memoryTraffic', 'The kernel moves less data.', False),
    ('mt.misc', 'memoryTraffic', 'Memory access is coalesced.', False),
    ('mt.misc', 'memoryTraffic', 'HBM bandwidth is 3.35 TB/s on H100.', False),
    ('ti.misc', 'tiling', 'Block of 64 queries x 64 keys, head dim up to 128; 4 warps; Q in SMEM, K and V streamed.', True),
    ('ti.misc', 'tiling', 'Parallelise over batch, heads and query blocks; each program handles a BLOCK_M x d slice of the output.', True),
    ('ti.misc', 'tiling', 'The grid is 2D: axis 0 over query tiles, axis 1 over batch*heads.', True),
    ('ti.misc', 'tiling', 'For the backward we swap the loops: K/V block outer (resident), Q blocks inner.', True),
    ('ti.misc', 'tiling', 'Tile size chosen to maximise SRAM usage.', False),
    ('ti.misc', 'tiling', 'Blocks of the matrices are processed in parallel on different SMs.', False),
    ('ns.misc', 'numericalStability', 'Keep m_i (running max) and l_i (running sum) per row. New block: m_new = max(m_i, rowmax), l_i = e^(m_i - m_new) l_i + rowsum(e^(S - m_new)).', True),
    ('ns.misc', 'numericalStability', 'Softmax with the max trick, computed incrementally: previous partial sums get multiplied by exp(old max - new max).', True),
    ('ns.misc', 'numericalStability', 'The accumulator is fp32; the final output is divided by l and cast to fp16 only when written.', True),
    ('ns.misc', 'numericalStability', 'Use the max trick.', False),
    ('ns.misc', 'numericalStability', 'Numerically stable softmax via log-sum-exp.', False),
    ('to.misc', 'tradeOff', 'backward: recompute S=QK^T per tile -> ~2x matmuls vs storing P', True),
    ('to.misc', 'tradeOff', 'cost = more FLOPs (recompute in bwd), benefit = O(N) memory instead of O(N^2)', True),
    ('to.misc', 'tradeOff', 'If block too big then register is not enough and spill happen, kernel become slow.', True),
    ('to.misc', 'tradeOff', 'When d is 256 the smem is not enough for K and V tile together, so must use small block.', True),
    ('to.misc', 'tradeOff', 'short sequence -> not much speedup, because overhead of kernel is bigger than the saving', True),
    ('to.misc', 'tradeOff', 'Causal: half of blocks have no work, so the GPU is not fully used at the end.', True),
    ('to.misc', 'tradeOff', 'atomicAdd in dq -> result not same every run', True),
    ('to.misc', 'tradeOff', 'no max subtract -> exp overflow -> inf/nan in fp16', True),
    ('to.misc', 'tradeOff', 'bf16 P in PV matmul: ~1e-2 error vs fp32 ref', True),
    ('to.misc', 'tradeOff', 'num_stages=4 + d=128 => OutOfResources (smem)', True),
    ('to.misc', 'tradeOff', 'Larger Bc: fewer iterations of the inner loop but the score tile needs more registers, so occupancy goes down.', True),
    ('to.misc', 'tradeOff', 'Persistent kernels help with the causal tail but need a tile scheduler, which is more code to get right.', True),
    ('to.misc', 'tradeOff', 'The kernel is specialised for head dims 64 and 128; other head dims need padding, which wastes compute.', True),
    ('to.misc', 'tradeOff', 'Writing O back after every K/V block (FA1 order) costs N/Bc extra HBM writes of O per query block.', True),
    ('to.misc', 'tradeOff', 'Holding both K and V tiles double-buffered needs 4*Bc*d*2 bytes of SMEM, so Bc is capped at 64 for d=128.', True),
    ('to.misc', 'tradeOff', 'bottleneck', False),
    ('to.misc', 'tradeOff', 'too slow', False),
    ('to.misc', 'tradeOff', 'spill', False),
    ('to.misc', 'tradeOff', 'nan', False),
    ('to.misc', 'tradeOff', 'It uses more registers.', False),
    ('to.misc', 'tradeOff', 'Smaller blocks are slower.', False),
    ('to.misc', 'tradeOff', 'Atomics make it non-deterministic.', True),
    ('to.misc', 'tradeOff', 'Precision issues with fp16.', False),
    ('to.misc', 'tradeOff', 'Load imbalance in the causal case.', True),
    ('to.misc', 'tradeOff', 'Spills at large tile sizes.', True),
    ('mt.misc', 'memoryTraffic', 'S (N x N) never written to HBM; only O (N x d) + lse (N) written', True),
    ('mt.misc', 'memoryTraffic', 'hbm reads: q, k, v. hbm writes: o, lse. S/P: never.', True),
    ('mt.misc', 'memoryTraffic', 'the big attention matrix not saved in global memory, computed piece by piece in shared memory', True),
    ('mt.misc', 'memoryTraffic', 'Kernel fusion: matmul + softmax + matmul in 1 kernel => no HBM round-trip for S and P.', True),
    ('mt.misc', 'memoryTraffic', 'Total HBM accesses O(N^2 d^2 / M) where M = SRAM size.', True),
    ('mt.misc', 'memoryTraffic', 'Memory efficient attention.', False),
    ('mt.misc', 'memoryTraffic', 'HBM -> SRAM -> registers.', False),
    ('mt.misc', 'memoryTraffic', 'We care about memory traffic a lot.', False),
    ('ti.misc', 'tiling', 'tiles: BM=128 BN=64, grid=(N/BM, B*H), 8 warps', True),
    ('ti.misc', 'tiling', 'q block stay in shared mem, k/v block come one by one', True),
    ('ti.misc', 'tiling', 'outer loop: Q tiles (parallel), inner loop: KV tiles (sequential)', True),
    ('ti.misc', 'tiling', 'smem budget: Q 128x64 fp16 = 16 KB, K/V 2 x 64x64 fp16 = 16 KB', True),
    ('ti.misc', 'tiling', 'tiles', False),
    ('ti.misc', 'tiling', 'blocking + warps', False),
    ('ns.misc', 'numericalStability', 'm = max(m, rowmax(S)); l = l*exp(m_old-m) + rowsum(exp(S-m)); acc = acc*exp(m_old-m) + P@V', True),
    ('ns.misc', 'numericalStability', 'running max + running sum per row, rescale when max change, all fp32', True),
    ('ns.misc', 'numericalStability', 'use online softmax (Milakov 2018) and fp32 accum', True),
    ('ns.misc', 'numericalStability', 'softmax trick', False),
    ('ns.misc', 'numericalStability', 'fp32', False),
    # the standard's own phrases (issue 2 §4), with the smallest decision
    ('mt.standard', 'memoryTraffic', 'The N×N scores/probabilities are never written to HBM.', True),
    ('mt.standard', 'memoryTraffic', 'Q, K, V in; O and the softmax statistics out.', True),
    ('mt.standard', 'memoryTraffic', 'Matmul–mask–softmax–matmul fused into one kernel.', True),
    ('mt.standard', 'memoryTraffic', 'K/V re-read once per query block.', True),
    ('mt.standard', 'memoryTraffic', 'Recomputation instead of storing P.', True),
    ('mt.standard', 'memoryTraffic', 'IO complexity Θ(N²d²/M) HBM accesses.', True),
    ('ti.standard', 'tiling', 'Br = Bc = 64 with d = 64.', True),
    ('ti.standard', 'tiling', 'The Q block stays resident on chip and K/V blocks are streamed.', True),
    ('ti.standard', 'tiling', 'Loop order: outer over query blocks, inner over K/V blocks.', True),
    ('ti.standard', 'tiling', 'Grid: one program per (batch × head, query block).', True),
    ('ti.standard', 'tiling', 'SRAM budget: Br·d + 2·Bc·d fp16 elements must fit in 100 KB.', True),
    ('ti.standard', 'tiling', 'Double buffering of the K/V tiles (num_stages = 2).', True),
    ('ti.standard', 'tiling', '4 warps per block.', True),
    ('ti.standard', 'tiling', 'Causal block skipping: K/V blocks above the diagonal are never visited.', True),
    ('ns.standard', 'numericalStability', 'Online softmax with a running max and running sum per row.', True),
    ('ns.standard', 'numericalStability', 'Rescaling by exp(m_old − m_new) when the max grows.', True),
    ('ns.standard', 'numericalStability', 'Max subtraction before exp.', False),
    ('ns.standard', 'numericalStability', 'Subtract the row max before exp.', True),
    ('ns.standard', 'numericalStability', 'fp32 accumulation of O, m and l.', True),
    ('ns.standard', 'numericalStability', 'Store the logsumexp for the backward.', True),
    ('ns.standard', 'numericalStability', 'exp2 with log2(e) folded into the scale.', True),
    ('ns.standard', 'numericalStability', 'Fully-masked rows handled without NaN by clamping m to 0.', True),
    ('to.standard', 'tradeOff', 'Extra FLOPs from recomputation.', True),
    ('to.standard', 'tradeOff', 'Register pressure, spills or lower occupancy from larger tiles.', True),
    ('to.standard', 'tradeOff', 'Shared memory exhausted at large head dimensions or too many stages.', True),
    ('to.standard', 'tradeOff', 'Little gain for short sequences.', True),
    ('to.standard', 'tradeOff', 'Causal load imbalance.', True),
    ('to.standard', 'tradeOff', 'Non-determinism from atomics.', True),
    ('to.standard', 'tradeOff', 'Wrong normalisation if the rescale is forgotten.', True),
    ('to.standard', 'tradeOff', 'Overflow without max subtraction.', True),
    ('to.standard', 'tradeOff', 'There are trade-offs.', False),
    ('mt.standard', 'memoryTraffic', 'Optimize memory access.', False),
    ('ti.standard', 'tiling', 'Use tiling for performance.', False),
    ('ns.standard', 'numericalStability', 'Make it stable.', False),
    # adversarial fails for the patterns added with the families above: the bare cost, no cause
    ('to.adv', 'tradeOff', 'The kernel fails to launch.', False),
    ('to.adv', 'tradeOff', 'Launch failure.', False),
    ('to.adv', 'tradeOff', 'bf16 rounding error.', False),
    ('to.adv', 'tradeOff', 'Mantissa.', False),
    ('to.adv', 'tradeOff', 'Relative error.', False),
    ('to.adv', 'tradeOff', 'Compile time is long.', False),
    ('to.adv', 'tradeOff', 'Slow compilation.', False),
    ('to.adv', 'tradeOff', 'It is complex.', False),
    ('to.adv', 'tradeOff', 'Tile size is capped at 64.', False),
    ('to.adv', 'tradeOff', 'Must use smaller tiles.', False),
    ('to.adv', 'tradeOff', 'Not enough shared memory.', False),
    ('to.adv', 'tradeOff', 'Falls back to smaller blocks.', False),
    ('to.adv', 'tradeOff', 'Results differ between runs.', False),
    ('to.adv', 'tradeOff', 'Bit-wise reproducibility is lost.', False),
    ('to.adv', 'tradeOff', 'Unevenly.', False),
    ('to.adv', 'tradeOff', 'The last wave.', False),
    ('to.adv', 'tradeOff', 'Wastes compute.', False),
    ('to.adv', 'tradeOff', 'Extra reduction.', False),
    ('to.adv', 'tradeOff', 'Hard-coded for each head dim.', False),
    ('to.adv', 'tradeOff', 'Separate kernels per head dimension.', False),
    ('to.adv', 'tradeOff', 'Leaves too little room.', False),
    ('to.adv', 'tradeOff', 'Bound by the softmax.', False),
    ('to.adv', 'tradeOff', 'The gain is negligible.', False),
    ('to.adv', 'tradeOff', 'Not worth it for some inputs.', False),
    ('to.adv', 'tradeOff', 'Overhead outweighs the savings.', False),
    ('to.adv', 'tradeOff', 'Fewer resident blocks.', False),
    ('to.adv', 'tradeOff', 'Latency hiding suffers.', False),
    ('to.adv', 'tradeOff', 'The extra matmul.', False),
    ('to.adv', 'tradeOff', 'Regenerating S.', False),
    ('to.adv', 'tradeOff', 'HBM reads grow.', False),
    ('to.adv', 'tradeOff', 'The output is wrong.', False),
    ('to.adv', 'tradeOff', "The kernel can't compile.", False),
    ('to.adv', 'tradeOff', 'Smaller tiles are good for occupancy, larger ones for reuse.', False),
    ('to.adv', 'tradeOff', 'recompute, spills, imbalance', False),
    ('to.adv', 'tradeOff', 'Online softmax with a running max in fp32.', False),
    ('to.adv', 'tradeOff', 'Br = 128, Bc = 64, 4 warps, Q resident in SMEM.', False),
    ('mt.adv', 'memoryTraffic', 'LDS and VGPRs.', False),
    ('mt.adv', 'memoryTraffic', 'Rematerialisation.', False),
    ('mt.adv', 'memoryTraffic', 'Fused kernel.', False),
    ('mt.adv', 'memoryTraffic', 'HBM traffic: a lot.', False),
    ('ti.adv', 'tiling', 'Workgroups and wavefronts.', False),
    ('ti.adv', 'tiling', 'Outer loop and inner loop.', False),
    ('ns.adv', 'numericalStability', 'Renormalise.', False),
    ('ns.adv', 'numericalStability', 'fp32 accumulation.', False),
    ('ns.adv', 'numericalStability', 'Base-2 exponentials.', False),
    ('to.amd', 'tradeOff', 'Large tiles need so many VGPRs that only one workgroup fits per CU, so latency hiding suffers.', True),
    ('to.amd', 'tradeOff', 'With causal masking the workgroups finish unevenly and some compute units sit idle.', True),
    ('ti.amd', 'tiling', 'One workgroup per (batch, head, query block), 4 wavefronts per workgroup, K/V staged through LDS.', True),
    ('ns.adv', 'numericalStability', 'We use the online softmax trick to keep things stable.', False),
    ('to.adv', 'tradeOff', 'Uses more registers, so it could be slower.', False),
    ('to.adv', 'tradeOff', 'Warps synchronise.', False),
    ('to.stalls', 'tradeOff', 'Each warp needs all of K and V, so the warps synchronise on a barrier every iteration, which is visible at small head dims.', True),
    ('mt.io_set', 'memoryTraffic', 'Only Q, K, V and O touch HBM.', True),
    ('mt.recompute', 'memoryTraffic', 'P is not stored for the backward; the backward must regenerate it, which increases the arithmetic work.', True),
    ('mt.no_materialize', 'memoryTraffic', 'Attention probabilities are not kept; they are regenerated in the backward from Q, K and the row statistics.', True),
    ('mt.no_materialize', 'memoryTraffic', 'The scores for a tile are produced, used for the softmax update and the PV product, and then dropped.', True),
    ('ti.grid', 'tiling', 'Larger tiles limit CTAs per SM, so we use 64 x 64 tiles with 4 warps.', True),
    ('ti.grid', 'tiling', 'Causal: thread blocks finish unevenly, so we launch the heaviest query blocks first.', True),
    ('ti.grid', 'tiling', 'We launch B*H*ceil(N/128) CTAs.', True),
    ('ti.adv', 'tiling', 'Launch overhead.', False),
    ('ns.fp32', 'numericalStability', "Inputs are bf16 but m, l and acc are fp32, because bf16's 8-bit mantissa would lose precision in the running sum.", True),
    ('mt.misc', 'memoryTraffic', 'The N-by-N logits are never spilled out of the SM; each tile is consumed right after it is computed.', True),
    ('mt.misc', 'memoryTraffic', 'HBM is touched only for the inputs and the output: Q, K, V loaded in tiles, O stored at the end.', True),
    ('mt.misc', 'memoryTraffic', 'We only materialise O and the per-row log-sum-exp in global memory.', True),
    ('mt.misc', 'memoryTraffic', 'Per query tile: Q loaded once, every K/V tile loaded once, O written once. Total K/V reads = (N/Br) * 2Nd.', True),
    ('mt.misc', 'memoryTraffic', "Fusing all of attention into a single kernel means the intermediate S and P matrices don't have to be written anywhere.", True),
    ('mt.misc', 'memoryTraffic', 'With d=64 and M=100KB of SRAM, HBM accesses drop roughly by a factor of M/d^2 ≈ 25 compared to standard attention.', True),
    ('mt.misc', 'memoryTraffic', 'Attention is memory-bound, and FlashAttention uses the GPU memory hierarchy efficiently.', False),
    ('mt.misc', 'memoryTraffic', 'HBM is slow (1.5 TB/s) and SRAM is fast (19 TB/s), so we should use SRAM.', False),
    ('mt.misc', 'memoryTraffic', 'Reduce the number of memory accesses by tiling.', False),
    ('mt.misc', 'memoryTraffic', 'Tiles are loaded from HBM to SRAM.', False),
    ('mt.misc', 'memoryTraffic', 'The algorithm is IO-aware and minimizes reads and writes.', False),
    ('mt.misc', 'memoryTraffic', 'Kernel fusion reduces memory traffic.', False),
    ('ti.misc', 'tiling', 'Each CTA computes a 128-row strip of the output, sweeping K/V in 64-key steps.', True),
    ('ti.misc', 'tiling', 'BLOCK_M and BLOCK_N are powers of two chosen so the tiles fit in shared memory.', False),
    ('ti.misc', 'tiling', 'Q is loaded into SRAM once per CTA; K and V tiles are loaded repeatedly.', True),
    ('ns.misc', 'numericalStability', 'We keep the max-so-far and the sum-so-far for each row, and fix up the accumulator when the max-so-far changes.', True),
    ('ns.misc', 'numericalStability', 'Softmax computed the usual way.', False),
    ('to.misc', 'tradeOff', 'Because the kernel keeps a 128 x d accumulator per CTA in registers, head dims above 128 force smaller BLOCK_M, which lowers tensor-core efficiency.', True),
    ('to.misc', 'tradeOff', 'fp16 S values above 65504 become inf; we scale QK^T by 1/sqrt(d) first, but very large logits can still overflow before the max is subtracted.', True),
    ('to.misc', 'tradeOff', 'The backward needs dO, O, Q, K, V and LSE in HBM, and computing D = rowsum(dO * O) is an extra pass.', True),
    ('to.misc', 'tradeOff', 'Trading memory for compute.', False),
    ('to.misc', 'tradeOff', 'Complexity of implementation and debugging.', False),
    ('ns.misc', 'numericalStability', 'Two running values per row: the largest score seen so far and the sum of exponentials relative to it; both are corrected when a bigger score shows up.', True),
    ('ns.misc', 'numericalStability', 'o_i <- diag(exp(m_i_old - m_i_new)) o_i + exp(S_ij - m_i_new) V_j', True),
    ('ns.misc', 'numericalStability', 'Scores are multiplied by 1/sqrt(d) * log2(e) once, and exp2 is used everywhere in the loop.', True),
    ('ns.misc', 'numericalStability', 'For rows that are completely masked we output zeros instead of dividing 0 by 0.', True),
    ('ns.misc', 'numericalStability', 'We keep the accumulator unnormalised and divide by the final denominator after the loop, like FA2.', True),
    ('ns.misc', 'numericalStability', 'LSE_i = m_i + log(l_i) is written per row so the backward can rebuild P_ij = exp(S_ij - LSE_i).', True),
    ('ns.misc', 'numericalStability', 'Stable thanks to the max.', False),
    ('ns.misc', 'numericalStability', 'Uses log-sum-exp for stability.', False),
    ('ns.misc', 'numericalStability', 'Softmax in registers.', False),
    ('ti.misc', 'tiling', 'Threadblock tile 128x128x64 (M x N x K) for the QK^T product, 2-stage cp.async pipeline.', True),
    ('ti.misc', 'tiling', 'The sequence dimension of Q is partitioned across CTAs; the sequence dimension of K/V is walked serially inside each CTA.', True),
    ('ti.misc', 'tiling', 'K and V for one block are loaded together into SMEM (64 x 64 each) and reused by all 4 warps.', True),
    ('ti.misc', 'tiling', 'The kernel is tiled.', False),
    ('ti.misc', 'tiling', 'Tile size: big enough for reuse, small enough to fit.', False),
    ('to.misc', 'tradeOff', 'The kernel assumes N is a multiple of the block size; otherwise the last tile needs masking of out-of-range keys, and forgetting it reads garbage.', True),
    ('to.misc', 'tradeOff', "TMA and warp specialisation only exist on Hopper, so the FA3 design doesn't run on A100.", True),
    ('to.misc', 'tradeOff', 'Hopper only.', False),
]


@pytest.mark.parametrize("family,key,text,expected", PARAPHRASES, ids=[f"{p[0]}-{i}" for i, p in enumerate(PARAPHRASES)])
def test_paraphrase_families(family, key, text, expected):
    # "to.*" families grade the trade-off criterion, also when the text sits in another entry
    cid = "failureModeOrTradeOff" if family.startswith("to.") else key
    res = crit({key: text}, cid)
    assert res.passed is expected, res.feedback


# Reworded misconceptions (must be caught) and their negated / correct forms (must not be).
# (misconception id or "negated", entry key, text)
MISCONCEPTION_PARAPHRASES = [
    ('s_written_to_hbm', 'memoryTraffic', 'Score blocks are spilled to DRAM and reloaded for the PV matmul.'),
    ('s_written_to_hbm', 'memoryTraffic', 'The partial scores get written out to global memory after each tile and fetched again for the softmax.'),
    ('s_written_to_hbm', 'memoryTraffic', 'S tiles are flushed to HBM, then read back in the second pass.'),
    ('s_written_to_hbm', 'memoryTraffic', 'Each tile of P is saved to device memory so the PV product can load it later.'),
    ('fewer_flops', 'memoryTraffic', 'The speed-up comes from fewer operations.'),
    ('fewer_flops', 'memoryTraffic', 'FlashAttention reduces the arithmetic cost of attention.'),
    ('fewer_flops', 'memoryTraffic', 'It needs less math than standard attention, which is why it is fast.'),
    ('fewer_flops', 'tradeOff', 'It is faster because tiling cuts the number of multiplications.'),
    ('approximate', 'numericalStability', 'FlashAttention uses an approximation of softmax computed per tile.'),
    ('approximate', 'numericalStability', 'Lower precision makes it fast: the whole softmax runs in fp16.'),
    ('approximate', 'memoryTraffic', 'It gets its speed from lower precision: storing everything in fp16 halves the bytes.'),
    ('approximate_loose', 'tradeOff', 'The result is only close to exact attention, a small accuracy hit for a big speed-up.'),
    ('independent_tile_softmax', 'numericalStability', "Each block's softmax is computed separately and the results are summed."),
    ('independent_tile_softmax', 'numericalStability', 'Normalise every tile with its local max and sum, then add up the tiles.'),
    ('independent_tile_softmax', 'numericalStability', 'Every KV block gets its own softmax and the block outputs are added together.'),
    ('negated', 'memoryTraffic', 'Unlike naive attention, which spills S to DRAM, the scores stay in SRAM and are consumed immediately.'),
    ('negated', 'memoryTraffic', 'It is not approximate: the result matches standard attention up to rounding, and S is never written to HBM.'),
    ('negated', 'memoryTraffic', "The speed-up isn't from fewer operations, the FLOPs are identical; it comes from never writing S to HBM."),
    ('negated', 'numericalStability', 'No approximation of softmax is involved: a running max m and sum l per row are kept in fp32 and the accumulator is rescaled by exp(m_old - m_new).'),
    ('negated', 'numericalStability', 'Rather than normalising each block separately and summing, we rescale the running accumulator by exp(m_old - m_new).'),
    ('negated', 'tradeOff', 'Recomputing P in the backward costs extra FLOPs (it does more arithmetic than standard attention, not less).'),
    ('negated', 'numericalStability', 'bf16 is less precise than fp32, so m, l and acc are kept in fp32 with a running max.'),
    ('s_written_to_hbm', 'memoryTraffic', 'Each S block is written out to global memory and then loaded again to apply the softmax.'),
    ('s_written_to_hbm', 'memoryTraffic', 'The kernel dumps the score tiles to DRAM and re-reads them in a second pass.'),
    ('fewer_flops', 'memoryTraffic', 'Tiling reduces the amount of computation needed for attention.'),
    ('fewer_flops', 'tradeOff', 'It does less arithmetic than standard attention, but needs more memory.'),
    ('approximate', 'memoryTraffic', 'It approximates the attention matrix block by block to save memory.'),
    ('approximate_loose', 'numericalStability', 'The output is slightly inaccurate compared to standard attention because of the tiling.'),
    ('independent_tile_softmax', 'numericalStability', 'Softmax is applied to each tile on its own and the results are combined at the end.'),
    ('negated', 'memoryTraffic', 'A common misconception is that S is written to HBM tile by tile; in fact S never leaves SRAM.'),
    ('negated', 'memoryTraffic', 'FLOPs are unchanged (if anything higher due to recomputation); the savings are in HBM bytes since S stays on chip.'),
    ('negated', 'numericalStability', 'The result is exact, not an approximation: running max m and sum l per row, rescaled by exp(m_old - m_new).'),
    ('negated', 'numericalStability', 'Naively normalising each tile separately would be wrong; instead we rescale with the running max.'),
    ('s_written_to_hbm', 'memoryTraffic', 'After QK^T the S tile is stored to global memory so that a second kernel can apply softmax.'),
    ('fewer_flops', 'memoryTraffic', 'By working on tiles it avoids the O(N^2) computation of standard attention.'),
    ('approximate', 'tradeOff', 'Trade-off: approximation error from tiling in exchange for lower memory.'),
    ('independent_tile_softmax', 'numericalStability', 'Each tile computes softmax with its own max, and those per-tile results are averaged.'),
    ('approximate_loose', 'tradeOff', 'It is inaccurate for long sequences.'),
    ('negated', 'tradeOff', 'Without the max subtraction the fp16 exponentials would be inaccurate and overflow, so we subtract it.'),
    ('negated', 'memoryTraffic', 'Unlike standard attention, which stores the attention matrix in HBM and reads it back for the PV product, we keep it on chip.'),
    ('negated', 'numericalStability', 'It is not an approximation; the blockwise softmax with rescaling gives the exact result.'),
    ('s_written_to_hbm', 'memoryTraffic', 'Intermediate S blocks are temporarily stored in HBM and reloaded for the PV product.'),
    ('fewer_flops', 'memoryTraffic', 'FlashAttention is faster because tiling lowers the FLOP count.'),
    ('approximate', 'numericalStability', 'Tiling approximates the softmax, but the error is small.'),
    ('independent_tile_softmax', 'numericalStability', 'Each block gets normalized by its own sum, and we concatenate the blocks.'),
    ('negated', 'memoryTraffic', 'S is never stored in HBM, in contrast to the standard implementation that writes it out and reads it back.'),
    ('negated', 'tradeOff', 'FLOPs actually increase (recomputation in the backward) rather than decrease; the speed comes from fewer HBM bytes.'),
    ('s_written_to_hbm', 'memoryTraffic', 'S tile write to HBM then read again for softmax'),
    ('fewer_flops', 'memoryTraffic', 'flash attention less flops than normal attention so faster'),
    ('approximate', 'tradeOff', 'approximation -> small error but faster'),
    ('independent_tile_softmax', 'numericalStability', 'softmax each tile alone then sum the tiles'),
    ('negated', 'memoryTraffic', 'S not write to HBM (naive one writes S to HBM and reads back)'),
    ('negated', 'numericalStability', 'not approximate, exact softmax with rescale exp(m_old - m_new)'),
    ('fewer_flops', 'memoryTraffic', 'The speed comes from fewer FLOPs.'),
    ('s_written_to_hbm', 'memoryTraffic', 'S is written to HBM tile by tile and read back.'),
    ('independent_tile_softmax', 'numericalStability', "Each tile's softmax can be normalised independently with no rescaling."),
    ('approximate', 'memoryTraffic', 'FlashAttention is approximate.'),
    ('approximate', 'tradeOff', 'It trades accuracy for speed.'),
    ('s_written_to_hbm', 'memoryTraffic', 'The kernel writes every score tile to global memory and reads it back when computing the output.'),
    ('fewer_flops', 'memoryTraffic', "It's fast because it skips most of the multiplications in QK^T."),
    ('negated', 'memoryTraffic', 'Same FLOPs as standard attention (not fewer); the gain is that S is never written to HBM.'),
    ('approximate', 'numericalStability', 'Because of the blockwise computation the softmax is only approximated, with an error that shrinks as the block size grows.'),
    ('independent_tile_softmax', 'numericalStability', 'Every tile computes its own softmax; no correction between tiles is required.'),
    ('negated', 'numericalStability', 'A naive blockwise softmax would normalise each tile on its own and be wrong; we carry m and l across tiles and rescale.'),
    ('s_written_to_hbm', 'memoryTraffic', 'Partial attention scores are offloaded to HBM between the two matmuls.'),
    ('s_written_to_hbm', 'memoryTraffic', 'The softmax of each block is stored in global memory until the PV product consumes it.'),
    ('s_written_to_hbm', 'memoryTraffic', 'P is staged in HBM, one tile at a time, and fetched back for the second matmul.'),
    ('fewer_flops', 'memoryTraffic', 'The main benefit is lower computational cost: attention becomes O(N) instead of O(N^2).'),
    ('fewer_flops', 'memoryTraffic', 'FlashAttention needs fewer multiply-adds than standard attention.'),
    ('fewer_flops', 'tradeOff', 'Since it computes fewer FLOPs, there is no real downside except complexity.'),
    ('approximate', 'numericalStability', 'The result is approximately equal to softmax attention; the error comes from tiling.'),
    ('approximate', 'memoryTraffic', 'It gives up a bit of numerical accuracy to save memory traffic.'),
    ('independent_tile_softmax', 'numericalStability', 'Softmax is taken over each K/V tile independently and the outputs are accumulated.'),
    ('independent_tile_softmax', 'numericalStability', 'There is no need to track a running maximum because each tile is normalized on its own.'),
    ('negated', 'memoryTraffic', 'S is not offloaded to HBM: each tile is consumed in SRAM and discarded.'),
    ('negated', 'memoryTraffic', 'FlashAttention does not reduce FLOPs (it is still O(N^2 d)); it reduces HBM accesses since S is never stored.'),
    ('negated', 'numericalStability', 'The output is exact (no approximation): running max m and sum l per row, rescaled by exp(m_old - m_new).'),
    ('negated', 'tradeOff', 'It is not faster because of fewer FLOPs; recomputing P in the backward actually costs extra FLOPs.'),
]


@pytest.mark.parametrize("mis_id,key,text", MISCONCEPTION_PARAPHRASES)
def test_misconception_paraphrases(mis_id, key, text):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = crit({key: text}, cid)
    if mis_id == "negated":
        assert res.misconceptions == [], res.feedback
    else:
        assert mis_id in res.misconceptions and not res.passed, res.feedback


# --- readable quotes: sentence splitting and the quote cap -----------------------------------

@pytest.mark.parametrize("text,expected", [
    ("HBM traffic is O(N^2 d^2/M). S never leaves SRAM.", 2),
    ("Tiles fit in SRAM (see Fig. 2. of the paper) and K/V are streamed.", 1),
    ("Use exp2, e.g. with log2(e) = 1.4427 folded in; i.e. one multiply.", 2),
    ("Approx. 4 MB instead of 64 MB. Next.", 2),
    ("Fig. 1 shows it. Eq. 3 and Sec. 3.1 give the bound.", 2),
    ("1) load Q. 2) stream K/V.", 2),  # an unmatched ')' does not open a bracket
])
def test_sentence_splitter_keeps_brackets_numbers_and_abbreviations_whole(text, expected):
    nt = norm_text(text, [])
    spans = sentences(nt.text)
    assert len(spans) == expected, [nt.quote(a, b) for a, b in spans]


def test_long_sentence_quote_is_capped_and_never_cuts_inside_brackets():
    text = ("First of all, and this matters a great deal for the whole design, the memory traffic is "
            "reduced because S is never written to HBM, so the complexity is traded for O(N^2 d^2 / M) "
            "HBM accesses, which is what the IO analysis of the paper says for every SRAM size M between "
            "d and N d, and that is the entire reason for the speed-up.")
    res = crit(with_entry("memoryTraffic", text), "memoryTraffic")
    assert res.passed
    for quote in res.matched:
        assert len(quote) <= 165 and "\u2026" in quote
        assert quote.strip("\u2026") in text
        assert quote.count("(") == quote.count(")")


# Whole outlines in learner voices (one verdict letter per criterion, in rubric order):
# cross-entry effects such as a misconception next to correct mechanisms, list and mapping
# entries, inline trade-offs, and vague entries beside concrete ones.
WHOLE_OUTLINES = [
    ({'memoryTraffic': 'Standard attention materialises the full score matrix in HBM and reads it back for the softmax and again for PV. My kernel keeps each 64x64 score tile in registers, so HBM only sees Q, K, V being read and O being written.', 'tiling': 'I split queries into blocks of 64 and keys into blocks of 64. Each program loads its query block once, then loops over all key/value blocks.', 'numericalStability': 'I keep a running maximum per query row. When a new key block has a bigger max, I multiply what I had accumulated by exp(old_max - new_max).', 'tradeOff': "The kernel can't use cuBLAS, so for small sequence lengths (like 128) it's actually slower than the unfused version because the launch and loop overheads dominate."},
     'PPPP'),
    ({'memory_traffic': 'IO: per head, 4*N*d*2 bytes (Q,K,V,O in fp16) vs 4*N^2 bytes extra for S and P in naive attention.', 'tiling': ['BLOCK_M=128', 'BLOCK_N=64', 'num_warps=4', 'num_stages=3 (K/V prefetch)'], 'numerical_stability': ['fp32 m_i, l_i, acc', 'alpha = exp2((m_i - m_new) * log2e)', 'lse = m_i + log2(l_i) stored for bwd'], 'failure_modes': ['d=256 + num_stages=3 exceeds SMEM -> Triton OutOfResources', 'fully masked causal rows: m=-inf -> NaN without a guard']},
     'PPPP'),
    ({'memoryTraffic': 'We are IO-aware: we care about reads and writes to HBM.', 'tiling': 'We tile the inputs into blocks that fit in shared memory.', 'numericalStability': 'We use the online softmax trick to keep things stable.', 'tradeOff': "It's more complex than standard attention."},
     'FFFF'),
    ({'memoryTraffic': 'Tiles of S are written to HBM after the first matmul, and the softmax kernel then reads them back. This is still better than naive because each tile is small.', 'tiling': 'Q blocks of 128 rows stay in SRAM; K/V blocks of 64 rows are streamed through.', 'numericalStability': 'Running max and sum, with rescaling of the accumulator by exp(m_old - m_new).', 'tradeOff': 'Large blocks spill registers at d=128.'},
     'FPPP'),
    ({'memoryTraffic': 'The speed-up comes from doing less computation: by tiling, FlashAttention avoids computing most of the N x N matrix.', 'tiling': 'Br=Bc=64; Q_i resident, K_j/V_j streamed; grid over (B*H, N/64).', 'numericalStability': 'm_new = max(m, rowmax(S)); acc *= exp(m - m_new); l = l*exp(m - m_new) + rowsum(P).', 'tradeOff': 'Extra recomputation in the backward costs ~25% more FLOPs.'},
     'FPPP'),
    ({'memoryTraffic': 'S and P never leave on-chip memory.', 'tiling': 'Tiling.', 'numericalStability': "Softmax is computed per tile, normalised by that tile's sum, and the tiles are concatenated.", 'tradeOff': 'TODO'},
     'PFFF'),
    ({'memoryTraffic': 'Q, K, V are read from HBM tile by tile; S and P only ever exist in SRAM; O and the logsumexp are written back once per query block.', 'tiling': 'One thread block per (batch, head, 128-query tile) with 8 warps; each warp owns 16 query rows so the row max and row sum need no cross-warp reduction.', 'numericalStability': 'All softmax statistics in fp32; the exponent is computed as exp2(s * scale * log2(e) - m) so each exp argument is at most 0.', 'tradeOff': 'Having each warp own 16 full rows means every warp needs all of K and V, so the K/V tile must be shared through SMEM and the warps synchronise on every iteration; with 8 warps this barrier cost is visible at small head dims.'},
     'PPPP'),
    ({'memoryTraffic': 'Because attention is memory bound, FlashAttention trades more compute for less memory traffic: S is recomputed in the backward pass rather than stored, saving O(N^2) HBM reads and writes.', 'tiling': 'KV outer loop and Q inner loop, as in FlashAttention-1: each K/V block is loaded once into SRAM and the Q blocks are streamed past it, with O read and updated in HBM.', 'numericalStability': 'Each block keeps its own max and sum; when combining with previous blocks the previous output is rescaled by the ratio of exponentials of the maxima.', 'tradeOff': 'The FA1 loop order re-reads and re-writes O for every K/V block, which costs N/Bc extra HBM passes over O; FA2 fixes this by swapping the loops.'},
     'PPPP'),
    ({'memoryTraffic': 'Everything is kept in fast memory.', 'tiling': 'Blocks are 64 by 64.', 'numericalStability': 'Everything is in fp32.', 'tradeOff': 'Uses more registers, so it could be slower.'},
     'FPFF'),
    ({'memoryTraffic': 'Only Q, K, V and O touch HBM.', 'tiling': 'Q tile in smem, loop over K/V tiles.', 'numericalStability': 'Subtract running max; rescale acc by exp(m_old - m_new).', 'tradeOff': 'Causal -> later query tiles do more work -> idle SMs at the end.'},
     'PPPP'),
    ({'memoryTraffic': {'mechanism': 'no N^2 intermediate in HBM', 'decision': 'S/P tiles live in registers; HBM reads Q,K,V once per query tile, writes O and LSE once'}, 'tiling': {'mechanism': 'Q-stationary blocking', 'decision': 'BLOCK_M=128 Q rows per CTA kept in SMEM, BLOCK_N=64 K/V rows per step'}, 'numericalStability': {'mechanism': 'online softmax', 'decision': 'running m and l in fp32, acc rescaled by exp(m_old-m_new)'}, 'tradeOff': {'cost': 'register pressure', 'cause': 'the 128x64 fp32 S tile plus the 128x64 accumulator use ~192 registers per thread at 4 warps'}},
     'PPPP'),
    ({'memoryTraffic': 'For decoding (one query per sequence) the cost is entirely reading the KV cache from HBM; each K/V element is read exactly once per query head group.', 'tiling': 'Flash-decoding: split the KV sequence into 8 chunks handled by different CTAs, each computing a partial softmax and partial output.', 'numericalStability': 'Each chunk returns its partial output together with its max and log-sum-exp; the combine kernel rescales each partial by exp(lse_chunk - lse_total) before summing.', 'tradeOff': 'The combine step is a second kernel launch and writes the partial outputs to HBM, which is pure overhead when the KV length is short.'},
     'PPPP'),
    ({'memoryTraffic': 'FlashAttention-3 on H100: TMA loads Q, K, V tiles asynchronously from HBM into SMEM; S and P never leave the SM.', 'tiling': 'Producer warpgroup issues TMA for the next K/V tile while two consumer warpgroups run WGMMA on the current one (ping-pong scheduling).', 'numericalStability': 'FP8 inputs use block quantization with per-block scales; softmax statistics stay in fp32 and the rescale uses exp2.', 'tradeOff': "FP8 halves the bytes but e4m3's 3 mantissa bits add quantization error, so outliers need incoherent processing (Hadamard rotation) to keep the error near fp16 levels."},
     'PPPP'),
    ({'memoryTraffic': 'Backward: read Q, K, V, O, dO and the LSE; recompute S and P per tile on chip instead of loading a stored P; write dQ, dK, dV.', 'tiling': 'Backward loops K/V blocks in the outer loop (one CTA per K/V block holding dK, dV accumulators in registers) and Q blocks in the inner loop.', 'numericalStability': "P is recomputed as exp(S - LSE) using the stored logsumexp, so no max has to be recomputed and the values are exactly the forward's.", 'tradeOff': 'Because each CTA owns a K/V block, dQ for a query block gets contributions from every CTA and has to be accumulated with atomic adds in fp32, which is both slower and non-deterministic.'},
     'PPPP'),
    ({'memoryTraffic': 'Memory traffic is reduced a lot compared to normal attention.', 'tiling': 'Blocks of 128.', 'numericalStability': "We use the max trick so exp doesn't overflow.", 'tradeOff': "Bigger blocks are better until they don't fit."},
     'FPFP'),
    ({'memoryTraffic': 'The attention matrix is computed in chunks and each chunk is written to global memory, so memory use is O(N) per chunk instead of O(N^2).', 'tiling': 'Chunks of 256 queries; each chunk is processed by one CTA.', 'numericalStability': 'Standard softmax in fp16.', 'tradeOff': 'More kernel launches, one per chunk, which adds latency.'},
     'FPFP'),
    ({'memoryTraffic': 'S, P: never in HBM. HBM: Q, K, V (read), O, L (write).', 'tiling': 'Tr = N/Br outer iterations across CTAs, Tc = N/Bc inner iterations per CTA; Br = Bc = 64.', 'numericalStability': 'm^(j) = max(m^(j-1), rowmax(S^(j))); l^(j) = e^(m^(j-1) - m^(j)) l^(j-1) + rowsum(e^(S^(j) - m^(j))).', 'failure_mode': 'Forgetting the e^(m^(j-1) - m^(j)) factor makes l too large whenever the max increases, so the final O is under-normalised.'},
     'PPPP'),
    ({'memoryTraffic': 'I/O is linear in sequence length.', 'tiling': 'Grid: (num_heads * batch, ceil(N / 64)).', 'numericalStability': 'Log-sum-exp is stored.', 'tradeOff': 'Requires a custom kernel per GPU.'},
     'FPFF'),
    ({'memoryTraffic': "It's exactly the same math as standard attention, it just never writes the N x N matrix to HBM; the result is identical up to floating point rounding.", 'tiling': 'Each program handles one query block of 64 rows and iterates over key blocks of 32.', 'numericalStability': "The tile softmax is corrected at every step with the running max, so the blocks don't need to be normalized independently.", 'tradeOff': 'None, FlashAttention is strictly better than standard attention.'},
     'PPPF'),
    ({'memoryTraffic': 'Keep S in SRAM.', 'tiling': 'Keep Q in SRAM.', 'numericalStability': 'Keep the max in fp32.', 'tradeOff': 'Keep tiles small because registers are limited.'},
     'PPPP'),
    ({'memoryTraffic': 'FlashAttention reduces HBM reads/writes by keeping intermediate results in SRAM.', 'tiling': 'The Q, K, V matrices are divided into blocks that are loaded into SRAM.', 'numericalStability': 'Softmax is computed incrementally, keeping track of the maximum value.', 'tradeOff': "The block size must be tuned: too large and it won't fit in SRAM, too small and the GPU is underutilized."},
     'FFFP'),
    ({'memoryTraffic': 'Instead of writing the 4096x4096 attention matrix (32 MB in fp16) to HBM per head, each 128x64 block lives in SRAM for one iteration.', 'tiling': '128x64 blocks, 4 warps, Q block resident.', 'numericalStability': 'Running max m_i per row; every iteration: m_new = max(m_i, rowmax(S)), scale = exp(m_i - m_new).', 'tradeOff': 'At d=128, a 128x64 tile config needs about 48 KB of SMEM per CTA, so only 4 CTAs fit on an A100 SM.'},
     'PPPP'),
    ({'memoryTraffic': 'The algorithm reads each input once and writes each output once.', 'tiling': 'Tiling is done so each tile fits into shared memory; the tile size depends on the head dimension.', 'numericalStability': 'Exponentials are always computed relative to the current maximum.', 'tradeOff': 'It costs some additional compute.'},
     'PFPF'),
    ({'memoryTraffic': 'Minimal HBM access thanks to tiling and recomputation.', 'tiling': 'Tiles.', 'numericalStability': 'Safe softmax with fp32 accumulators for O.', 'tradeOff': 'Bank conflicts when loading K transposed into shared memory, unless the layout is swizzled.'},
     'FFPP'),
    ({'memoryTraffic': 'The key insight is that attention is memory-bound. So we never store the attention matrix; it is consumed as it is produced.', 'tiling': 'Process queries in blocks; for each block sweep over all keys.', 'numericalStability': 'We use online softmax with rescaling.', 'tradeOff': 'We need the logsumexp in the backward, which is an extra N-element HBM write.'},
     'PPFP'),
    ({'memoryTraffic': 'HBM traffic is O(N d) for reading Q, K, V and writing O, compared to O(N^2) for standard attention.', 'tiling': 'Br = min(ceil(M/4d), d), Bc = ceil(M/4d) as in Algorithm 1, for SRAM size M.', 'numericalStability': 'For each row we track m (max) and l (sum of exps) and rescale O when m changes.', 'tradeOff': "Algorithm 1's block sizes assume the whole SRAM is available to one CTA, which leaves no room for double buffering and kills occupancy."},
     'FPPP'),  # O(N d) is a wrong IO complexity for FlashAttention (Theta(N^2 d^2 / M)): not an IO estimate (issue 8)
    ({'memoryTraffic': 'Per (batch, head) the kernel streams K and V from HBM once for every 128-row query block and never writes anything of size N x N.', 'tiling': 'A 2-D grid: program_id(0) picks the query block, program_id(1) the (batch, head) pair.', 'numericalStability': 'We use the identity softmax(x) = softmax(x - c) with c the running row max, updated as tiles arrive; old partial sums are scaled by exp(c_old - c_new).', 'failureModes': ["Causal masking wastes half of the diagonal tiles' work and leaves the early query blocks idle."]},
     'PPPP'),
    ({'memoryTraffic': 'FlashAttention is an approximate attention method that reduces memory traffic by never storing S in HBM.', 'tiling': 'BLOCK_M=64, BLOCK_N=64.', 'numericalStability': 'Online softmax with running max and sum in fp32.', 'tradeOff': 'The approximation error is small enough for training.'},
     'FPPF'),
    ({'memoryTraffic': 'S lives in SRAM only.', 'tiling': 'Q in SRAM, K/V streamed, 64x64 tiles.', 'numericalStability': 'm and l are carried across tiles; when m grows, l and the output are rescaled.', 'tradeOff': 'Speed: about 3x faster than PyTorch at N=2048.'},
     'PPPF'),
    ({'memoryTraffic': 'We avoid writing the attention matrix to HBM, but we still have to read K and V once per query block, i.e. N/Br times, which is the dominant HBM traffic for long sequences.', 'tiling': 'Br=128, Bc=128 for d=64; Br=64, Bc=64 for d=128 so that Q, K and V tiles fit in 100 KB of SMEM.', 'numericalStability': 'Row max subtracted before exp, statistics in fp32.', 'tradeOff': 'Tile sizes differ per head dim because SMEM is limited, so there are two kernel configurations to maintain and tune.'},
     'PPPP'),
    ({'memoryTraffic': 'Memory traffic: Q, K, V, O.', 'tiling': 'Tiling: Br, Bc.', 'numericalStability': 'Stability: online softmax.', 'tradeOff': 'Trade-off: speed vs memory.'},
     'FFFF'),
    ({'memoryTraffic': 'Reading Q, K, V and writing O costs 4Nd elements of HBM traffic; the N^2 scores are never written.', 'tiling': 'Each of the 4 warps handles 16 of the 64 query rows of a block.', 'numericalStability': 'It is mathematically equivalent to the standard softmax; the tiles are combined with the rescaling factor exp(m_i - m_new) so no approximation is made.', 'tradeOff': 'Larger head dimensions mean larger Q and K/V tiles, and at d=256 the register file is exhausted before BLOCK_M=64 can be reached.'},
     'PPPP'),
]


@pytest.mark.parametrize("outline,expected", WHOLE_OUTLINES)
def test_whole_outline_paraphrases(outline, expected):
    report = grade(normalize(outline), RUBRIC)
    assert "".join("P" if c.passed else "F" for c in report.criteria) == expected, \
        [c.feedback[:160] for c in report.criteria]


@pytest.mark.timeout(20)
def test_bracket_heavy_entry_is_graded_in_linear_time():
    import time
    text = "(x, y) " * 900 + "S is never written to HBM " + "(y, z) " * 150  # one sentence at the 8k cap
    start = time.perf_counter()
    res = crit(with_entry("memoryTraffic", text), "memoryTraffic")
    assert time.perf_counter() - start < 3
    assert res.passed and all(len(q) <= 165 for q in res.matched)


@pytest.mark.parametrize("key,sentence,expected", [
    ("memoryTraffic", "S and P are never written to HBM; the backward regenerates them, which increases the "
                      "arithmetic work.", True),
    ("memoryTraffic", "S and P are never written to HBM; instead the backward recomputes them, an extra QK^T per "
                      "tile.", True),
    ("memoryTraffic", "S and P never reach HBM. Recomputing them in the backward adds about 30% FLOPs.", True),
    ("tiling", "Br = Bc = 64 (128 would limit occupancy to one CTA per SM); Q resident in SMEM.", True),
    ("memoryTraffic", "S and P are never written to HBM, which reduces HBM traffic a lot.", False),  # a benefit
    ("tiling", "Br = Bc = 64 to avoid register spills; Q resident in SMEM.", False),  # a mitigation
    ("tiling", "Br = Bc = 64, which adds nothing special; Q resident in SMEM.", False),  # marker, no cost
    ("tiling", "Q stays in SMEM for the whole K/V loop; this raises arithmetic intensity to about 64 FLOPs per "
               "byte.", False),  # a benefit, not extra FLOPs
    ("numericalStability", "Each program adds its P·V contribution to the accumulator, which is kept in fp32; m and l "
                           "are rescaled by exp(m_old - m_new).", False),
])
def test_inline_cost_stated_outright_counts_without_a_trade_off_word(key, sentence, expected):
    outline = {k: v for k, v in STRONG.items() if k != "tradeOff"}
    outline[key] = sentence
    assert crit(outline, "failureModeOrTradeOff").passed is expected


# --- brief T2: classes of misses from blind corpus 3 (texts written for the tests) ---------------

# (1) numerical-stability misconceptions, each with correct / negated forms that must not trip it.
# (mis_id or None, numericalStability text)
STABILITY_CLASSES = [
    # dropping the max as unnecessary, for any stated reason
    ("max_unnecessary", "Activations pass through LayerNorm, so the logits stay small and the running max is unnecessary; we sum exp(S) per row."),
    ("max_unnecessary", "Because bf16 has the same exponent range as fp32, no max subtraction is needed before exp."),
    ("max_unnecessary", "Scores are bounded after scaling by 1/sqrt(d), so we don't need to subtract the max at all."),
    ("max_unnecessary", "In fp32 exp cannot overflow here, so no max is tracked; l accumulates exp(S) per tile."),
    ("max_unnecessary", "We skip the max subtraction since the scores are small, and divide by the sum at the end."),
    ("max_unnecessary", "The row max is redundant when everything is kept in fp32; we accumulate exp(S) directly."),
    (None, "Without max subtraction fp16 would overflow, so we subtract the running max before every exp."),
    (None, "The running max is not optional: even after LayerNorm a score of 12 overflows exp in fp16, so we subtract m_new."),
    (None, "bf16 has fp32's range, but exp(100) still overflows it, so the running max m is subtracted before exp2."),
    (None, "It is a misconception that the max is unnecessary in bf16: we keep a running max m per row and subtract it."),
    # per-block softmax with no cross-block rescaling
    ("per_block_softmax_no_rescale", "Softmax is applied per tile with the tile max subtracted, which keeps every exponent <= 0."),
    ("per_block_softmax_no_rescale", "Each K block's output is divided by that block's own sum and the block outputs are added together."),
    ("per_block_softmax_no_rescale", "We subtract the block max inside each KV tile before exp and accumulate P V into O."),
    (None, "We subtract the block max inside each KV tile before exp. When a later tile raises the max, O and l are rescaled by exp(m_old - m_new)."),
    (None, "Softmax is applied per tile with the running max subtracted, and earlier tiles are corrected by exp(m_old - m_new)."),
    (None, "Online softmax: the running max m is updated per tile and the accumulator is rescaled by exp(m - m_new); O / l at the end."),
    # two passes over HBM presented as required
    ("two_pass_required", "A partial max gives wrong probabilities, so the kernel needs two passes over K: one for the row max, one for the output."),
    ("two_pass_required", "The softmax cannot be computed in a single pass, so we first read all K tiles to get the exact row max, then do a second pass over K and V."),
    ("two_pass_required", "Online softmax is impossible because the max is not known until the end; we must make two passes over HBM."),
    (None, "A partial max would give wrong probabilities unless earlier tiles are rescaled, so we rescale acc by exp(m_old - m_new) in one pass."),
    (None, "Standard safe softmax needs two passes (max, then sum); the online softmax fuses them into one pass with a running max and rescaling."),
    (None, "Instead of first sweeping K to find the exact row max, we keep a running max and rescale the accumulator by exp(m_old - m_new)."),
    # paraphrases written after the fix, to check the classes rather than the corpus sentences
    ("max_unnecessary", "Max subtraction is overkill here: bf16 covers fp32's range, so we exponentiate the raw scores."),
    ("max_unnecessary", "We do not need to track a running max because the scores after QK-norm are in [-5, 5]; sum exp(S) in fp32."),
    ("per_block_softmax_no_rescale", "Per block: m = rowmax(S_blk); P = exp(S_blk - m); O += P V / rowsum(P)."),
    ("two_pass_required", "The max must be known before any exp, so a first pass over all K blocks computes the row max and a second pass computes O."),
    ("two_pass_required", "Two passes over K are required because a running max would give wrong results."),
    (None, "Keep m and l per row in fp32; a new tile updates m_new = max(m, rowmax(S)), and acc and l are multiplied by exp(m - m_new); no second pass over K is needed."),
    (None, "Running max m and sum l in fp32; the naive two-pass softmax (max pass, then sum pass) is replaced by one pass with rescaling by exp(m_old - m_new)."),
    (None, "online softmax; subtract the block max; rescale acc by exp(m_prev - m_cur) when it grows; fp32 stats"),
]


@pytest.mark.parametrize("mis_id,text", STABILITY_CLASSES)
def test_stability_misconception_classes(mis_id, text):
    res = crit(with_entry("numericalStability", text), "numericalStability")
    if mis_id is None:
        assert not res.misconceptions, res.feedback
        assert res.passed, res.feedback
    else:
        assert not res.passed and mis_id in res.misconceptions, res.feedback


# (2) a misconception said of the baseline is the learner's contrast, not their claim
BASELINE_SCOPE = [
    (True, "Why is naive attention slow? Because it materialises S and P in HBM and reads them back. Ours keeps S in registers and writes only O and the logsumexp."),
    (True, "Naive attention writes the N x N scores to HBM and reads them back; our fused kernel keeps S tiles in SRAM and writes only O."),
    (True, "Naive: S is written to HBM and read back for the softmax.\nFlash: S tiles stay in SRAM and are never written; HBM sees Q, K, V in and O out."),
    (True, "The baseline stores P in HBM between the two matmuls. FlashAttention fuses both matmuls, so P never leaves SRAM."),
    (True, "Standard attention is memory-bound. It writes S to HBM and reads it back. Here S stays in registers and only O is written."),
    (False, "Unlike naive attention, our kernel writes each S tile to HBM and reads it back later, while O stays in SRAM."),
    (False, "Compared with the baseline, FlashAttention stores the scores to HBM tile by tile and reads them back."),
    (False, "S is written to HBM tile by tile and read back for the PV product."),
    (False, "The standard approach and ours both write S to HBM and read it back."),
    (False, "Standard attention is slow. Ours also writes S to HBM tile by tile and reads it back, but fuses the rest."),
    # a continuation only reaches back one sentence, and only without the learner's own subject
    (False, "Naive attention is slow. It is memory-bound. We write each S tile to HBM and read it back in the PV loop."),
    (False, "Why is it fast? Because it writes S to HBM only once and reads it back once."),
]


@pytest.mark.parametrize("ok,text", BASELINE_SCOPE)
def test_baseline_contrast_is_not_the_learners_claim(ok, text):
    res = crit(with_entry("memoryTraffic", text), "memoryTraffic")
    if ok:
        assert res.passed and not res.misconceptions, res.feedback
    else:
        assert not res.passed and "s_written_to_hbm" in res.misconceptions, res.feedback


# (3) lse named as an output is memory traffic, not off-topic numerics
@pytest.mark.parametrize("text", [
    "in: Q,K,V (fp16). out: O (fp16), lse (fp32). never out: S, P.",
    "reads: Q, K, V; writes: O and lse (fp32). K,V read ceil(N/128) times.",
    "HBM out: O, lse. HBM in: Q, K, V. S and P never leave SRAM.",
    "inputs: Q, K, V\noutputs: O (bf16), LSE (fp32)",
])
def test_lse_as_an_output_is_memory_traffic(text):
    res = crit(with_entry("memoryTraffic", text), "memoryTraffic")
    assert res.passed, res.feedback


# (4) little gain for short sequences, with its cause, also inside mapping values
@pytest.mark.parametrize("entry", [
    "For N <= 512 the whole S matrix sits in L2 anyway, so the fused kernel gains little over cuBLAS plus softmax.",
    {"short_sequences": "for N <= 512 the S matrix (512 KB per head) sits in L2 anyway, so the fused kernel gains little"},
    {"short_seq": "at N = 256 launch overhead dominates, so the speed-up is negligible"},
    "At short sequence lengths the kernel gains little because launch overhead dominates the run time.",
])
def test_short_sequence_little_gain_with_cause_passes(entry):
    res = crit(with_entry("tradeOff", entry), "failureModeOrTradeOff")
    assert res.passed, res.feedback


# (5) false costs: FlashAttention does not use more memory than standard attention
@pytest.mark.parametrize("ok,text", [
    (False, "It uses more memory than normal attention because of all the tiles."),
    (False, "FlashAttention needs more HBM than standard attention since it keeps the logsumexp."),
    (False, "The memory footprint is higher than in standard attention because every tile is buffered."),
    (False, "Compared with standard attention it uses more HBM because every tile is duplicated."),
    (True, "Compared with standard attention, which uses more memory for S, the backward recomputes S and costs an extra QK^T per tile."),
    (True, "It does not use more memory than standard attention: only O(N) extra for the logsumexp, but the backward recomputes S, costing an extra QK^T per tile."),
    (True, "The backward uses more memory than the forward because it keeps dQ accumulators in fp32, which costs 4 bytes per element."),
    (True, "Larger tiles use more shared memory, so fewer thread blocks fit per SM and occupancy drops."),
])
def test_more_memory_than_standard_is_a_false_cost(ok, text):
    res = crit(with_entry("tradeOff", text), "failureModeOrTradeOff")
    if ok:
        assert res.passed and not res.misconceptions, res.feedback
    else:
        assert not res.passed and "more_memory_than_standard" in res.misconceptions, res.feedback


# (6) a tile whose own numbers cannot fit 227 KiB is not a valid tiling decision
@pytest.mark.parametrize("ok,text", [
    (False, "BLOCK_M = BLOCK_N = 1024 with head_dim = 128: the Q tile stays in shared memory and K/V tiles stream past it."),
    (False, "Br = 256, Bc = 256, d = 256, num_stages = 2: Q resident in SRAM, K/V tiles streamed in the inner loop."),
    (True, "BLOCK_M = 128, BLOCK_N = 64, head_dim = 128, num_stages = 3: Q stays in SRAM while K/V tiles are streamed."),
    # the numbers of a rejected configuration are not the chosen tile
    (True, "BLOCK_M = 128, BLOCK_N = 64, Q resident in SRAM, K/V streamed. This fails when head_dim = 256: "
           "three stages of 256 x 256 K and V tiles no longer fit, so we drop to num_stages = 1."),
    # no head dim stated: the outline's own numbers do not give a footprint
    (True, "BLOCK_M = 1024, BLOCK_N = 1024: Q stays in SRAM while K/V tiles are streamed."),
])
def test_tile_that_cannot_fit_fails_tiling_with_byte_count(ok, text):
    res = crit(with_entry("tiling", text), "tiling")
    if ok:
        assert res.passed, res.feedback
    else:
        assert not res.passed and res.score == SCORE_NO_DECISION, res.feedback
        assert "bytes of shared memory" in res.feedback and "232,448" in res.feedback
