"""Claims (issue 8): polarity, owner, numbers bound to their dimension, trade-offs composed from a
lexicon, and the engine grading over them. Each row is a class of error seen on real writing,
with the correct form beside the wrong one."""

from __future__ import annotations

import time

import pytest

from workbench.claims import context, facts
from workbench.claims.numbers import numbers
from workbench.claims.split import clauses
from workbench.claims.tiles import extract
from workbench.outline.model import normalize
from workbench.rubric.engine import grade
from workbench.rubric.load import load_rubric
from workbench.rubric.matching import sentences

RUBRIC = load_rubric()
LEX = RUBRIC.lexicon

CASES = [
    # 2. polarity
    ("numericalStability", "We skip subtracting the max; the running sum l is kept in fp32 and updated per tile.", False),
    ("numericalStability", "We skip subtracting the max because the scores are small.", False),
    ("numericalStability", "We do not need a running max: exp is computed on the raw scores.", False),
    ("numericalStability", "Subtract the running max before exp and rescale l and O by exp(m_old - m_new).", True),
    ("memoryTraffic", "Neither the mask nor the scores are ever written to HBM.", True),
    ("memoryTraffic", "Nor are the probabilities P ever stored in HBM: each tile is consumed by the PV matmul.", True),
    # 3. attribution
    ("memoryTraffic", "Standard attention keeps S in SRAM and computes softmax there.", False),
    ("memoryTraffic", "Unlike standard attention, S is never written to HBM.", True),
    ("memoryTraffic", "Approximate methods trade quality; FlashAttention stays exact and still pays the full O(N²d) FLOPs, "
                      "but it never writes S to HBM.", True),
    ("memoryTraffic", "Sparse attention approximates the scores, while our kernel keeps S and P in SRAM only.", True),
    # 4. words without a correct decision
    ("memoryTraffic", "FlashAttention is 2–4× faster through IO-aware tiling and recomputation.", False),
    ("memoryTraffic", "HBM is 40 GB at 1.5 TB/s while SRAM is 192 KB per SM at 19 TB/s.", False),
    ("memoryTraffic", "The IO complexity of FlashAttention is O(N) HBM accesses.", False),
    ("memoryTraffic", "FlashAttention needs Θ(N²d²/M) HBM accesses versus Θ(Nd + N²) for standard attention.", True),
    ("tradeOff", "The forward pass uses atomics, so results are non-deterministic.", False),
    ("tradeOff", "The backward pass accumulates dQ with atomics, so results are non-deterministic run to run.", True),
    ("tiling", "BLOCK_SIZE_M = 128, BLOCK_SIZE_N = 256, BLOCK_SIZE_K = 64, GROUP_SIZE_M = 8; each program computes "
               "a 128x256 tile of C.", False),
    ("tiling", "On the A100 the tiles must fit its 228 KB of shared memory per block.", False),
    ("tiling", "On the A100 the Q, K and V tiles must fit the 163 KB of shared memory per block.", True),
    # 5. numbers bound to the right dimension; a failure example is not the design
    ("tiling", "Q tiles of 128 rows stay in SRAM; we stream K/V tiles of 32x256 at d=256 with 2 stages (96 KB). "
               "This fails when BLOCK_N=128: 128x256 K/V tiles would need 320 KB.", True),
    ("tiling", "BLOCK_M = 1024, BLOCK_N = 1024, d = 128, Q resident in SRAM.", False),
    # 6. valid mechanisms
    ("tiling", "Causal: blocks entirely in the future are skipped.", True),
    ("numericalStability", "FP8 with block quantisation (one scale per 64-row tile) and incoherent processing: Q and K "
                           "are multiplied by a random Hadamard matrix to spread outliers.", True),
    ("tiling", "FA2 additionally parallelises over the sequence length: one thread block per query block.", True),
    # 1. trade-offs with a real cause
    ("tradeOff", "At decode time the single query row is padded to a 64-row tile, so most of the tensor-core work "
                 "is wasted.", True),
    ("tradeOff", "FA1's loop order (K/V outer, Q inner) means O, l and m are read and written back to HBM on every "
                 "outer iteration.", True),
    ("tradeOff", "At small batch × heads there are too few thread blocks to fill the 132 SMs.", True),
    ("tradeOff", "FP8 needs V transposed in shared memory, which costs an extra pass and shuffles.", True),
    ("tradeOff", "Bigger K/V tiles mean fewer reloads but the accumulator grows, so registers spill.", True),
    ("tradeOff", "Uses more registers, so it could be slower.", False),
    ("tradeOff", "We pick Br = 64 to avoid spills.", False),
]


@pytest.mark.parametrize("key,text,expected", CASES)
def test_claim_classes(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback


@pytest.mark.parametrize("entry", [
    "Keep the Q block resident in SRAM at the expense of registers: Br = 128 rows, d = 128.",
    "S is never written to HBM. This fails when d > 256: the tiles no longer fit in shared memory.",
])
def test_inline_contract_forms_inside_other_entries(entry):
    report = grade(normalize({"memoryTraffic": entry, "tiling": "Br = 64"}), RUBRIC)
    assert next(c for c in report.criteria if c.id == "failureModeOrTradeOff").passed


def _norm(text):
    from workbench.rubric.analysis import make_doc
    from workbench.outline.model import Entry

    return make_doc(RUBRIC, Entry(key="x", parts=[text]))


def test_clauses_split_at_contrast_not_at_temporal_while():
    doc = _norm("Standard attention writes S to HBM, whereas we keep it in SRAM. Loop while tiles remain.")
    texts = [doc.nt.text[c.lo:c.hi].strip(" ,.") for c in doc.claims]
    assert texts == ["standard attention writes s to hbm", "whereas we keep it in sram", "loop while tiles remain"]


@pytest.mark.parametrize("text,concept,negated", [
    ("we skip subtracting the max", "subtracting the max", True),
    ("we do not need to track a running max", "track a running max", True),
    ("s is never written to hbm", "s is never written", False),           # the negation is the claim
    ("avoid overflow by subtracting the max", "subtracting the max", False),
    ("no more than 64 kb of sram", "64 kb", False),
    ("the scores are not stored, and we subtract the max", "subtract the max", False),
])
def test_polarity(text, concept, negated):
    a = text.index(concept)
    assert context.negated(text, 0, a, a + len(concept), LEX.negators) is negated


@pytest.mark.parametrize("text,at,owner", [
    ("naive attention writes s to hbm", "writes", context.BASELINE_OWNER),
    ("unlike standard attention, s never leaves sram", "s never", context.LEARNER),
    ("unlike the baseline, our kernel writes s to hbm", "writes", context.LEARNER),
    ("approximate methods trade quality", "trade", context.BASELINE_OWNER),
    ("if n = 64k the tiles would not fit", "tiles", context.HYPOTHETICAL),
    ("a naive grid order has a long tail", "tail", context.LEARNER),
])
def test_owner(text, at, owner):
    spans = [(c.lo, c.hi) for c in clauses(text, sentences(text))]
    a = text.index(at)
    i = next(k for k, (lo, hi) in enumerate(spans) if lo <= a < hi)
    assert context.owner(text, spans, i, a, LEX.hypothetical) == owner


def test_numbers_are_bound_to_their_dimension():
    text = ("2-4x faster. hbm: 80 gb at 3.35 tb/s, sram is 192 kb per sm. block_m = 128, bc = 64, d = 128, "
            "2 stages, 4 warps; the q tile needs 32 kb on the h100")
    dims = [n.dim for n in numbers(text, 0, len(text))]
    assert dims == ["speedup", "hw_bytes", "bandwidth", "hw_bytes", "block_m", "block_n", "head_dim", "stages",
                    "warps", "bytes", "gpu"]


@pytest.mark.parametrize("text,m,n,d", [
    ("K/V tile 32×256 at d=256, BLOCK_M=64", 64, 32, 256),
    ("Q tiles of 128 rows, K/V tiles 64 x 128, head dim 128", 128, 64, 128),
    ("tiles of 128x64, d=64", 128, 64, 64),
    ("K/V tiles 32x256 at d=256", None, 32, 256),  # no BLOCK_M stated: nothing to check
    # a size given as the result of a formula: the value after the last "=", not an operand
    ("Bc = M/(4d) = 768, Br = min(768, d) = 64, d = 64", 64, 768, 64),
    ("Bc = M/4/d = 196608/4/64 = 768，Br = min(768, 64) = 64，d = 64", 64, 768, 64),
    ("Bc = 128 = 2^7, Br = 64, d = 64", 64, 128, 64),
    ("Q_TILE = 256 rows, K_TILE = 128 rows, head dim d = 128", 256, 128, 128),
    # rows bound to the tensor named after them, in the languages learners write it (ninth round)
    ("blocks of 256 rows for Q and 256 rows for K and V, with d = 128", 256, 256, 128),
    ("des blocs de 128 lignes pour Q et 64 lignes pour K et V, avec d = 64", 128, 64, 64),
    ("Bloques de 64 filas de Q y de 32 filas de K/V", 64, 32, None),
])
def test_tile_numbers(text, m, n, d):
    c = extract(text)
    assert (c.block_m, c.block_n, c.head_dim) == (m, n, d)


@pytest.mark.parametrize("expr,cls", [("n^2 d^2 / m", "flash"), ("nxn d^2/m", "flash"), ("nd + n^2", "standard"),
                                      ("n", "linear"), ("n d", "linear"), ("n^2 d", "flops"), ("log n", "other")])
def test_io_classes(expr, cls):
    from workbench.exercise import get

    assert get("flashattention").module.iocomplexity.io_class(expr) == cls


def test_gpu_shared_memory_facts():
    assert facts.smem_limit("a100") == 163 * 1024 and facts.smem_limit("h200") == 227 * 1024
    # tenth round: Apple GPUs (a threadgroup gets 32 KiB), CDNA 4 (160 KiB of LDS); an Apple chip named without
    # "Apple" only where it reads as a device ("on an M2", "the M3", "M2 Max"), never the SRAM size M or m_2
    assert facts.smem_limit("apple m2") == 32 * 1024 and facts.smem_limit("mi355x") == 160 * 1024
    assert facts.gpu_name("on an m2 max") == "apple m2" and facts.gpu_name("the m3 gpu") == "apple m3"
    assert facts.gpu_name("m = 100 kb of sram, m2 = 5") is None
    assert facts.smem_limit("rtx 4090") == 99 * 1024 and facts.smem_limit("t4") == 64 * 1024
    t = "the a100 has 228 kb of sram per block"
    assert facts.wrong_smem_size(t, 0, len(t))
    t = "the a100 gives 164 kb of sram per sm"
    assert facts.wrong_smem_size(t, 0, len(t)) is None


def test_claims_work_is_linear_in_one_long_sentence():
    # no sentence break: one claim holding hundreds of matches (negated, baseline, wrong IO, costs)
    unit = ("naive attention writes s to hbm and we skip subtracting the max and o(n d) hbm accesses and "
            "40 gb of hbm and registers spill so tiles ")
    times = []
    for k in (20, 80):
        outline = normalize({c: unit * k for c in ("memoryTraffic", "tiling", "numericalStability", "tradeOff")})
        t0 = time.perf_counter()
        grade(outline, RUBRIC)
        times.append(time.perf_counter() - t0)
    assert times[1] < 8 * max(times[0], 0.01)  # 4x the text: ~4x the time, not ~16x


def test_claims_work_is_linear():
    unit = "We skip subtracting the max, unlike standard attention, so registers spill when d = 256; "
    small = {"numericalStability": unit * 20, "tradeOff": unit * 20}
    big = {"numericalStability": unit * 200, "tradeOff": unit * 200}
    t0 = time.perf_counter()
    grade(normalize(small), RUBRIC)
    t1 = time.perf_counter()
    grade(normalize(big), RUBRIC)
    t2 = time.perf_counter()
    assert (t2 - t1) < 25 * max(t1 - t0, 0.002)  # 10x the text: ~10x the time, never quadratic


def test_unsure_feedback_says_what_is_missing_and_how_to_state_it():
    res = next(c for c in grade(normalize({"numericalStability": "Online softmax."}), RUBRIC).criteria
               if c.id == "numericalStability")
    assert not res.passed and "could not find a decision" in res.feedback
    res = next(c for c in grade(normalize({"memoryTraffic": "HBM is 40 GB at 1.5 TB/s; SRAM is 192 KB per SM."}),
                                RUBRIC).criteria if c.id == "memoryTraffic")
    assert not res.passed and "Could not credit" in res.feedback and "hardware background" in res.feedback
    res = next(c for c in grade(normalize({"memoryTraffic": "Standard attention keeps S in SRAM."}), RUBRIC).criteria
               if c.id == "memoryTraffic")
    assert "said of standard attention" in res.feedback


def test_hedged_misconception_is_reported_not_asserted():
    text = "S and P are never written to HBM. Maybe it is approximate?"
    res = next(c for c in grade(normalize({"memoryTraffic": text}), RUBRIC).criteria if c.id == "memoryTraffic")
    assert res.passed and not res.misconceptions and "Check" in res.feedback
    res = next(c for c in grade(normalize({"memoryTraffic": "It is approximate."}), RUBRIC).criteria
               if c.id == "memoryTraffic")
    assert not res.passed and res.misconceptions == ["approximate"]


@pytest.mark.parametrize("tiling,passed", [
    # 128x128 Q + 2 stages of 128x128 K and V at d = 128, fp16: 160 KiB, fits an H100, not a T4
    ("BLOCK_M = 128, BLOCK_N = 128, d = 128, 2 stages, Q tile resident in SRAM, on an H100.", True),
    ("BLOCK_M = 128, BLOCK_N = 128, d = 128, 2 stages, Q tile resident in SRAM, on a T4.", False),
    # the numbers of a hypothetical are not the design
    ("BLOCK_M = 64, BLOCK_N = 64, d = 128, Q resident in SRAM. With BLOCK_N = 1024 it would need 1 MB.", True),
])
def test_tile_budget_uses_the_named_gpu_and_ignores_hypotheticals(tiling, passed):
    res = next(c for c in grade(normalize({"tiling": tiling}), RUBRIC).criteria if c.id == "tiling")
    assert res.passed is passed, res.feedback


def test_explain_decision_lists_claims_and_the_deciding_claim():
    from workbench.rubric.explain import explain

    outline = normalize({"memoryTraffic": "Standard attention keeps S in SRAM. Neither the mask nor the scores "
                                          "are ever written to HBM.",
                         "numericalStability": "We skip subtracting the max; the running sum l is kept in fp32."})
    lines = explain(outline, RUBRIC, grade(outline, RUBRIC))
    text = "\n".join(lines)
    assert "owner: baseline" in text and "polarity: negated" in text
    assert "memoryTraffic: PASS (mt.no_materialize), decided by memoryTraffic claim 2" in text
    assert "numericalStability: FAIL (misconception max_unnecessary), decided by numericalStability claim 1" in text


def test_cli_explain_decision_escapes_learner_text(tmp_path):
    from typer.testing import CliRunner

    from workbench.cli.app import app

    path = tmp_path / "o.py"
    path.write_text('def designOutline():\n    return {"memoryTraffic": "S is never written to HBM.\\x1b[2J\\u202e"}\n')
    res = CliRunner().invoke(app, ["check", str(path), "--no-evidence", "--explain-decision"])
    assert res.exit_code == 1, res.output
    assert "decided by memoryTraffic claim 1" in res.stdout
    assert "\x1b" not in res.stdout and "\u202e" not in res.stdout and "\\x1b" in res.stdout
    res = CliRunner().invoke(app, ["check", str(path), "--no-evidence", "--explain-decision", "--format", "json"])
    import json

    json.loads(res.stdout)  # the report alone on stdout; the explanation went to stderr
    assert "Claims found" in res.stderr


# Written after the first round, in other words and voices, and graded BEFORE the rubric was changed
# for them: 23 of 27 right (the misses: "no need to subtract anything", atomics in a forward kernel that
# "combine" rows, a transpose that "costs extra cycles", "so that nothing spills"). Classes fixed since.
PARAPHRASES = [
 ("numericalStability", "Our kernel omits the max shift since logits are bounded by LayerNorm; l accumulates in fp32.", False),
 ("numericalStability", "Before exp we shift every score by the running row max m; when m grows, acc and l are scaled by exp(m_old - m_new).", True),
 ("numericalStability", "No need to subtract anything, fp32 is enough; we keep a running sum l per row.", False),
 ("memoryTraffic", "Unlike the PyTorch eager version, which materialises the whole N x N matrix in HBM, the scores here only live in registers.", True),
 ("memoryTraffic", "In eager PyTorch the N x N probabilities are written to DRAM and read back by the next kernel.", False),
 ("memoryTraffic", "Sparse and low-rank methods approximate the softmax; we compute it exactly and S never touches HBM.", True),
 ("memoryTraffic", "FlashAttention gives up to 3x faster training and 10x memory savings thanks to tiling.", False),
 ("memoryTraffic", "The H100 offers 80 GB of HBM3 at 3.35 TB/s and 228 KB of shared memory per SM.", False),
 ("memoryTraffic", "IO: Θ(N²d²/M) HBM accesses for our kernel, i.e. ~9x fewer than the Θ(Nd + N²) of the unfused one at d=64, M=100KB.", True),
 ("memoryTraffic", "HBM traffic is only O(N) since S stays on chip.", False),
 ("tradeOff", "In the forward kernel we use atomicAdd to combine partial rows, so outputs differ run to run.", False),
 ("tradeOff", "dQ is accumulated with atomic adds from many CTAs in the backward, so the summation order changes between runs and dQ is not bitwise reproducible.", True),
 ("tiling", "Each program computes a BLOCK_SIZE_M x BLOCK_SIZE_N block of C, stepping over K in BLOCK_SIZE_K chunks; programs are grouped by GROUP_SIZE_M for L2 reuse.", False),
 ("tiling", "For causal attention, key blocks lying completely after the query block are never visited: the loop stops at the diagonal.", True),
 ("tiling", "Besides batch and heads, the grid also splits the query sequence into blocks of 128 rows, one CTA each (FA2's sequence parallelism).", True),
 ("numericalStability", "FP8 path: per-block scaling factors for Q, K, V and a Hadamard rotation beforehand to spread outliers, accumulation stays fp32.", True),
 ("tradeOff", "During decoding only one query token exists, but the MMA tile needs 64 rows, so 63 of 64 rows are padding and the tensor cores do mostly useless work.", True),
 ("tradeOff", "With K/V in the outer loop (FA1), each inner step must reload O_i, l_i, m_i from HBM and store them again, which adds HBM traffic proportional to N/Bc.", True),
 ("tradeOff", "When batch*heads is 8 and the GPU has 132 SMs, only 8 CTAs run and most SMs sit idle.", True),
 ("tradeOff", "The FP8 kernel must transpose V in shared memory before the second GEMM, which costs extra cycles.", True),
 ("tradeOff", "Large head dims hurt.", False),
 ("tradeOff", "We use Bc = 64 so that nothing spills.", False),
 ("tiling", "We keep Q and the accumulator in registers at the cost of occupancy: Br = 128, d = 128, 8 warps.", True),
 ("tradeOff", "It is hard.", False),
 ("memoryTraffic", "It's faster because it's IO-aware.", False),
 ("tiling", "Tiles: 128 x 64 (Q x KV) at d = 64, Q stays resident, K/V streamed, 2 stages.", True),
 ("tiling", "Q block 64 rows, K/V block 64 rows, d=256, we use 1 stage; with 3 stages at BLOCK_N=128 it would not fit.", True),
]


@pytest.mark.parametrize("key,text,expected", PARAPHRASES)
def test_claim_paraphrases(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback


# Round 3, written from the standard in the voices of real writing and graded BEFORE any change for
# it: 29 of 29 right. An entry "key|text" with no expected key puts the text in that other entry and
# checks the inline trade-off.
ROUND3 = [
 # attribution / polarity
 ("memoryTraffic", "The vanilla implementation computes S = QK^T in shared memory and then writes it out; FlashAttention instead keeps each S tile in registers and never writes it.", True),
 ("memoryTraffic", "In the naive kernel the score tile is kept in SRAM, so we don't need anything else.", False),
 ("memoryTraffic", "we dont write S to hbm ever, only o and lse go out (fp32 lse).", True),
 ("numericalStability", "No rescaling is needed because every tile is normalised by its own sum.", False),
 ("numericalStability", "Without rescaling, the partial sums would use different maxima and the result is wrong; so we rescale acc by alpha = exp(m_old - m_new).", True),
 ("numericalStability", "i think the max subtraction is optional when using bf16?", False),
 ("numericalStability", "Numerically stable softmax in fp16 and bf16.", False),
 ("memoryTraffic", "Compared with Linformer, which approximates attention with a low-rank projection, FlashAttention is exact and reads K/V once per query block from HBM.", True),
 # marketing / background
 ("tiling", "Tiling lets FlashAttention-2 reach 230 TFLOPs/s on A100, 2x FlashAttention-1.", False),
 ("tiling", "The A100 has 108 SMs with 192 KB of L1/shared memory each.", False),
 ("memoryTraffic", "For N = 4096, d = 64, fp16: standard attention moves 2*N^2*2 = 64 MB of S and P per head through HBM; our kernel moves only Q, K, V and O, about 2 MB.", True),
 ("memoryTraffic", "HBM bandwidth (2 TB/s) is the bottleneck, so memory matters.", False),
 # numbers
 ("tiling", "BLOCK_M=128, BLOCK_N=64, HEAD_DIM=128, num_stages=3: 32 KB + 3 x 32 KB = 128 KB of SMEM, fits the H100.", True),
 ("tiling", "BLOCK_M = 256, BLOCK_N = 256, d = 256, 3 stages; Q resident in SRAM.", False),
 # trade-offs, paraphrased costs
 ("tradeOff", "Because the backward recomputes P from the stored logsumexp, it does roughly 25% more matmul work than a backward that reads P.", True),
 ("tradeOff", "Bigger tiles: fewer K/V re-reads but more registers per thread, and at BLOCK_N=128 the kernel spills to local memory.", True),
 ("tradeOff", "For head_dim = 256 the K and V tiles plus the Q tile exceed the 227 KB limit, so BLOCK_N has to drop to 32, which lowers tensor-core utilisation.", True),
 ("tradeOff", "Causal masking means later query blocks have more keys to process, so CTAs finish at different times unless the grid is scheduled longest-first.", True),
 ("tradeOff", "Split-KV decoding needs a second reduction kernel to merge the partial outputs, which adds latency for short contexts.", True),
 ("tradeOff", "fp16 inputs have only 10 mantissa bits, so P rounded to fp16 before the PV matmul loses precision.", True),
 ("tradeOff", "It can be slower sometimes.", False),
 ("tradeOff", "More memory efficient and faster.", False),
 ("tradeOff", "Occupancy, register pressure and smem.", False),
 ("tradeOff", "There is a trade-off between speed and memory.", False),
 ("tiling", "Use bigger blocks for performance.", False),
 ("tiling", "Grid = (cdiv(N, BLOCK_M), B*H); each program loops over K/V blocks of 64 keys and keeps its Q block in SRAM.", True),
 # inline forms in other entries
 ("memoryTraffic|S and P never leave SRAM. The price is recomputing S in the backward, an extra QK^T per tile.", None, True),
 ("tiling|BLOCK_M=128, BLOCK_N=64, Q resident in SRAM; this breaks down at head_dim=256 where three stages no longer fit in shared memory.", None, True),
 ("tiling|BLOCK_M=128, BLOCK_N=64, Q resident in SRAM.", None, False),
]


@pytest.mark.parametrize("key,text,expected", ROUND3)
def test_claim_round3(key, text, expected):
    if text is None:
        key, text = key.split("|", 1)
        cid = "failureModeOrTradeOff"
    else:
        cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback


# Round 4 (trade-offs in real voices, inline forms), graded before any change for it: 14 of 17 (the
# misses: "hard because you must hand-schedule ...", "needs its own kernel because the MMA
# instructions differ", "at the expense of a smaller BLOCK_N"). Classes fixed since.
ROUND4 = [
 ("tradeOff", "The main limitation: head dimensions above 256 are not supported because the Q, K and V tiles would no longer fit in shared memory.", True),
 ("tradeOff", "Dropout needs the RNG state to be regenerated in the backward pass, which adds extra work per tile.", True),
 ("tradeOff", "With very long sequences and batch size 1, there are only a handful of query blocks per head, so parallelising over the sequence dimension is what keeps all SMs busy.", False),
 ("tradeOff", "Since the backward must recompute attention, training is about 30% slower per step than inference would suggest.", True),
 ("tradeOff", "Variable-length batches need padding to the block size, and those padded rows are computed for nothing.", True),
 ("tradeOff", "FlashAttention works great and is always better.", False),
 ("tradeOff", "Speed vs memory.", False),
 ("tradeOff", "Writing this kernel in CUDA is hard because you must hand-schedule the async copies, the warp-specialised producers and the softmax overlap.", True),
 ("tradeOff", "No extra memory is needed and the kernel never spills.", False),
 ("tradeOff", "The downside is that each new GPU generation (Ampere, Hopper, Blackwell) needs its own kernel because the MMA instructions and TMA differ.", True),
 ("tradeOff", "Using exp2 instead of exp is faster.", False),
 ("tradeOff", "Sliding-window attention skips most blocks, so it is very fast.", False),
 ("memoryTraffic|We keep S in SRAM, at the expense of a smaller BLOCK_N when d is large.", None, True),
 ("numericalStability|Running max and sum in fp32; if you forget to rescale O when the max changes, the output is wrong.", None, True),
 ("tiling|BLOCK_M=128, BLOCK_N=64 chosen for the A100; on the T4 this fails because the tiles need 96 KB of shared memory.", None, True),
 ("tiling|BLOCK_M = 64, BLOCK_N = 64, d = 64, 4 warps, grid (N/64, B*H), Q resident.", None, False),
 ("memoryTraffic|S is never written to HBM, which makes the kernel much faster.", None, False),
]


@pytest.mark.parametrize("key,text,expected", ROUND4)
def test_claim_round4(key, text, expected):
    test_claim_round3(key, text, expected)


def test_read_claims_gives_owner_polarity_and_numbers():
    from workbench.claims.read import read_claims

    text = ("standard attention writes s to hbm, whereas we keep q tiles of 128 rows in sram; "
            "we skip nothing. if block_n = 256 it would need 320 kb.")
    claims = read_claims(text, sentences(text), LEX, RUBRIC.tradeoff_markers)
    owners = [c.owner for c in claims]
    assert owners == ["baseline", "learner", "learner", "hypothetical"]
    assert claims[2].negation and not claims[1].negation
    assert [n.dim for n in claims[3].numbers] == ["block_n", "bytes"]


# Round 5: wrong answers in real voices that must stay wrong (graded before any change: 16 of 16), and
# correct answers in other languages' mixes, notation and pseudo-code (13 of 14: "BLOCK_N must shrink
# and tensor core efficiency goes down" was missed; class fixed since).
ROUND5 = [
 ("tradeOff", "If the sequence is long, memory is saved, so training can use bigger batches.", False),
 ("tradeOff", "Because the scores never go to HBM, the kernel is faster and uses less memory.", False),
 ("tradeOff", "Larger blocks mean fewer loads, so bandwidth use drops.", False),
 ("tradeOff", "FlashAttention-2 reduces non-matmul FLOPs, so it is faster than FlashAttention-1.", False),
 ("tradeOff", "When N grows, standard attention runs out of memory because it stores the N x N matrix.", False),
 ("tradeOff", "With causal masking we skip half of the blocks, which saves time.", False),
 ("tradeOff", "The kernel could be complicated.", False),
 ("tradeOff", "Wrong results.", False),
 ("tradeOff", "Because of tiling, it is efficient.", False),
 ("numericalStability", "Since fp32 has 8 exponent bits, nothing overflows, so we just sum exp(s).", False),
 ("numericalStability", "Standard softmax subtracts the max; ours is online.", False),
 ("memoryTraffic", "Standard attention is memory-bound: it writes S (N x N) to HBM, reads it back for softmax, writes P, reads P again.", False),
 ("memoryTraffic", "The paper claims 7.6x speedup on GPT-2 attention thanks to fewer HBM accesses.", False),
 ("tiling", "Tiling: block sizes are tuned by autotune.", False),
 ("tiling", "We tile the computation so that it fits in SRAM; the block sizes depend on the GPU.", False),
 ("tiling", "The H100 has 228 KB shared memory per SM, the A100 164 KB.", False),

 ("memoryTraffic", "Главная идея / main idea: the S matrix is not stored in global memory at all, it is computed per block in shared memory and thrown away after multiplying by V.", True),
 ("memoryTraffic", "El truco: nunca escribimos S en HBM; only Q,K,V are read and O (+ logsumexp) written.", True),
 ("memoryTraffic", "The IO complexity is O(N^2 d^2 M^-1) vs O(Nd + N^2) for the standard algorithm, because K and V are reloaded N/Br times but S never is.", True),
 ("memoryTraffic", "HBM reads: Q, K, V (each K/V block once per Q block). HBM writes: O and L. Nothing N x N.", True),
 ("tiling", "Each CTA: one 128-row Q tile (stays in smem), loop j over 64-row K/V tiles (double buffered via cp.async), head dim 64.", True),
 ("tiling", "The kernel is launched with grid (ceil(seqlen_q / 128), batch * nheads); within a CTA 4 warps split the 128 query rows (FA2 split-Q), so no warp needs to communicate.", True),
 ("tiling", "for i in range(Tr): load Q_i; for j in range(Tc): load K_j, V_j; S_ij = Q_i @ K_j.T; ... (Br = Bc = 64)", True),
 ("numericalStability", "m_new = max(m_old, rowmax(S)); P = exp(S - m_new); l = exp(m_old - m_new) * l + rowsum(P); O = diag(exp(m_old - m_new)) O + P V", True),
 ("numericalStability", "To avoid overflow we subtract the running max before exponentiating; whenever the max increases, the previous partial sum and output are multiplied by exp(old_max - new_max).", True),
 ("numericalStability", "Softmax statistics (max and denominator) are carried across KV blocks in fp32; the final output is divided by the denominator once at the end and lse = m + log(l) is saved for backward.", True),
 ("tradeOff", "The backward pass is more expensive: P has to be recomputed from Q, K and the saved LSE, one extra matmul per block.", True),
 ("tradeOff", "Large head dims (256) mean the Q, K and V tiles eat most of the shared memory, so BLOCK_N must shrink and tensor core efficiency goes down.", True),
 ("tradeOff", "Atomic adds for dQ in the backward make the gradients non-deterministic (summation order differs between runs).", True),
 ("tradeOff", "On short sequences (N=256) there's basically no speedup since launch overhead dominates.", True),
]


@pytest.mark.parametrize("key,text,expected", ROUND5)
def test_claim_round5(key, text, expected):
    test_claim_round3(key, text, expected)


def test_claims_compile_nothing_at_import():
    import subprocess
    import sys

    code = ("import workbench.claims.context as c, workbench.claims.facts as f, workbench.claims.numbers as n, "
            "workbench.claims.split as s, workbench.claims.tiles as t, workbench.claims.tradeoff\n"
            "from workbench.claims.lazy import LazyRegex\n"
            "objs = [v for m in (c, f, n, s, t) for v in vars(m).values()]\n"
            "objs += [r for _, r in n._RULES]\n"
            "lazy = [o for o in objs if isinstance(o, LazyRegex)]\n"
            "assert lazy and all(o._compiled is None for o in lazy)\n"
            "import sys; assert 'yaml' not in sys.modules and 'torch' not in sys.modules\n")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert res.returncode == 0, res.stderr


# Round 6: maintainers' answers in issue threads, docstrings, lecture notes; graded before any change:
# 13 of 16 (the misses: "we don't support head dim > 256 since the shared memory requirement would be
# too large", an LSE "stored instead of the N x N matrix", "key blocks outside the window are
# skipped"). Classes fixed since.
ROUND6 = [
 # issue-thread / maintainer voice
 ("tradeOff", "We don't support head dim > 256 since the shared memory requirement would be too large for the tiles.", True),
 ("tradeOff", "The backward uses atomic adds to accumulate dq so it's not deterministic. You can set deterministic=True which uses a slower path.", True),
 ("tradeOff", "Yes it's expected, for seqlen 128 FA is not faster than the PyTorch implementation because the overhead of launching the kernel dominates.", True),
 ("tradeOff", "FA2 is faster because of better work partitioning.", False),
 ("tiling", "We parallelize over batch, nheads and seqlen_q blocks; each thread block handles a block of 128 queries and iterates over the keys in blocks of 64 (hdim 128).", True),
 ("tiling", "The block sizes are chosen by heuristics depending on the head dimension and GPU.", False),
 ("memoryTraffic", "FlashAttention doesn't materialize the attention matrix, so memory is linear in seqlen.", True),
 ("memoryTraffic", "It's IO-aware so it's faster.", False),
 ("numericalStability", "We keep track of the rowmax and rowsum in fp32 and rescale the output at each step, which is the online softmax trick.", True),
 ("numericalStability", "The kernel is numerically stable since it computes in fp32.", False),
 # docstrings
 ("memoryTraffic", "softmax_lse: (batch_size, nheads, seqlen). The logsumexp of each row of the matrix QK^T * scaling (e.g., log of the softmax normalization factor), stored for the backward instead of the N x N attention matrix.", True),
 ("tiling", "causal: bool. Whether to apply causal attention mask (e.g., for auto-regressive modeling).", False),
 ("tiling", "window_size: (left, right). If not (-1, -1), implements sliding window local attention; key blocks outside the window are skipped entirely.", True),
 # lecture notes
 ("memoryTraffic", "Lecture 12: naive attention reads/writes Theta(N^2) elements of S and P to HBM; flash attention keeps the S_ij tile in SRAM, so HBM traffic is Theta(N^2 d^2 / M).", True),
 ("numericalStability", "Lecture notes: safe softmax = subtract max. Online: m_i = max(m_{i-1}, x_i), d_i = d_{i-1} e^{m_{i-1}-m_i} + e^{x_i - m_i}.", True),
 ("tradeOff", "Lecture notes: trade-off = more FLOPs (recompute in bwd) for less memory IO.", True),
]


@pytest.mark.parametrize("key,text,expected", ROUND6)
def test_claim_round6(key, text, expected):
    test_claim_round3(key, text, expected)


# Attribution must not excuse the learner's own claim: a baseline named only for comparison leaves the
# misconception to the learner ("unlike standard attention, FlashAttention writes each S tile to HBM").
# Graded before any change: 7 of 8 (the elided "standard softmax subtracts the max, but we don't need
# to since the scores are small" is still missed: the elided verb is not reconstructed).
ATTRIBUTION = [
 ("memoryTraffic", "Unlike standard attention, FlashAttention writes each S tile to HBM and reads it back later.", "s_written_to_hbm"),
 ("memoryTraffic", "Like standard attention, we store P in HBM for the backward pass, tile by tile.", "s_written_to_hbm"),
 ("memoryTraffic", "Compared to standard attention, FlashAttention does fewer FLOPs.", "fewer_flops"),
 ("memoryTraffic", "Approximate methods like Performer lose accuracy; FlashAttention is approximate too, but faster.", "approximate"),
 ("memoryTraffic", "Standard attention is O(N^2); FlashAttention reduces the computation to linear time.", "fewer_flops"),
 ("memoryTraffic", "Naive attention writes S to HBM; FlashAttention never does, and its speed comes from not doing that IO.", None),
 ("memoryTraffic", "Is FlashAttention approximate? No: it computes exact attention, and S never leaves SRAM.", None),
]


@pytest.mark.parametrize("key,text,misconception", ATTRIBUTION)
def test_attribution_keeps_the_learners_misconceptions(key, text, misconception):
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == key)
    assert (res.misconceptions[0] if res.misconceptions else None) == misconception, res.feedback


# Whole outlines in learner voices (non-native, hedging, one long paragraph, terse and wrong), graded
# before any change: 3 of 4 (the long paragraph's "scores, which in a normal implementation would be
# written out, are instead computed ... in shared memory ..., so they never hit HBM" was read as the
# baseline's; a pronoun for S/P and a turn back to the design after the baseline are now read).
WHOLE = [
 # non-native, correct
 ({"memoryTraffic": "the matrix S is too big (N*N) so we not put it in HBM, we compute it piece by piece inside shared memory and use it directly for P*V, then forget it. Only output O and lse is write to HBM.",
   "tiling": "Q split in blocks of 64 rows, one block per CTA; K and V also blocks of 64, the CTA loop on them one by one. Q block stay in shared memory all the time.",
   "numericalStability": "for each row we keep max m and sum l (in float32). new block come: m_new = max(m, max of block), old sum and old output multiply with exp(m - m_new). at end divide by l.",
   "tradeOff": "backward is slower because S must be compute again from Q and K (we did not save it), this is more flops."}, "PPPP"),
 # hedging, correct-ish but with hedged misconception
 ({"memoryTraffic": "I believe the main point is that S and P never go to HBM; they stay in SRAM tiles. Maybe this also means fewer FLOPs?",
   "tiling": "I think BLOCK_M = 128 and BLOCK_N = 64 with head dim 64 is reasonable; Q tile resident, K/V streamed.",
   "numericalStability": "Probably the safest is running max + running sum in fp32 and rescaling acc with exp(m_old - m_new).",
   "tradeOff": "Not sure, but larger BLOCK_N probably increases register pressure, so the kernel may spill."}, "PPPP"),
 # long paragraph, one criterion vague
 ({"memoryTraffic": "When I first read about FlashAttention I was confused, but the key insight, as far as I understand it, is that the intermediate attention scores, which in a normal implementation would be an N by N matrix written out to the GPU's main memory and read back for the softmax, are instead computed block by block in the on-chip shared memory and consumed right away by the multiplication with V, so they never hit HBM at all.",
   "tiling": "The computation is broken down into tiles in a smart way so that it works well on the GPU.",
   "numericalStability": "Softmax across tiles uses the online softmax: each row keeps its running maximum and running denominator, and every time a new tile arrives with a larger maximum, the accumulated output and denominator are scaled down by exp(old max - new max) before the new tile's contribution is added.",
   "tradeOff": "The price is that the backward pass needs to recompute the attention scores since they were never stored, which costs additional matrix multiplications."}, "PFPP"),
 # terse code-ish wrong
 ({"memoryTraffic": "S -> HBM (tile by tile), P -> HBM, reload for PV.",
   "tiling": "BM=BN=64",
   "numericalStability": "softmax per tile, no rescale needed",
   "tradeOff": "none"}, "FPFF"),
]


@pytest.mark.parametrize("outline,expected", WHOLE)
def test_whole_outlines_in_learner_voices(outline, expected):
    report = grade(normalize(outline), RUBRIC)
    assert "".join("P" if c.passed else "F" for c in report.criteria) == expected, \
        [c.feedback[:160] for c in report.criteria]


# Blog posts with mistakes (linear time, per-block softmax summed, "a small loss in accuracy", all of
# K/V in SRAM) next to correct ones; graded before any change: 2 of 3 outlines (a block size written
# "128 for the query block" was missed).
BLOGS = [
 # blog with mistakes
 ({"memoryTraffic": "FlashAttention is fast because it computes attention in linear time instead of quadratic time, by processing small blocks.",
   "tiling": "It splits Q, K, V into blocks (e.g. 64x64) that fit into the GPU's SRAM and loops over the K/V blocks for every Q block.",
   "numericalStability": "Each block computes its own softmax, and the results are then combined by summing them up.",
   "tradeOff": "The downside is a small loss in accuracy compared with exact attention."}, "FPFF"),
 ({"memoryTraffic": "The kernel avoids writing the huge attention matrix to HBM, which is where the 3x speed-up comes from.",
   "tiling": "Block sizes are picked so that everything fits in SRAM, for example 128 for the query block.",
   "numericalStability": "We use log-sum-exp so softmax doesn't overflow.",
   "tradeOff": "Since the attention matrix is recomputed in the backward pass, training needs about 25% more FLOPs."}, "PPFP"),
 ({"memoryTraffic": "All of K and V are loaded into shared memory once, then every query block reads them from there.",
   "tiling": "One thread block per head; it loads the entire K and V into SRAM.",
   "numericalStability": "Running max subtracted before exp, l and O rescaled by exp(m_old - m_new), fp32 accumulators.",
   "tradeOff": "Very long sequences do not fit, so we fall back to the standard kernel for N > 16K."}, "FFPP"),
]


@pytest.mark.parametrize("outline,expected", BLOGS)
def test_blog_outlines(outline, expected):
    test_whole_outlines_in_learner_voices(outline, expected)


# Rounds written for the second round of issue 8 (trade-offs in any wording, serving vocabulary,
# paraphrased misconceptions), each graded BEFORE the rubric was changed for it: round 7 24 / 30,
# round 8 27 / 30, round 9 26 / 30 (docs/grading-standard.md). Each row is a class, with fails beside
# the passes: bare, vague and restated costs, benefits and mitigations presented as costs.
ROUND7 = [
 # trade-offs: a true cost, cause in other words
 ("tradeOff", "Summing the blocks in a different order than the reference changes the rounding, so the output is not bitwise identical to PyTorch.", True),
 ("tradeOff", "The downside is that with variable-length batches one long sequence keeps its CTA busy while the others have finished, leaving SMs idle.", True),
 ("tradeOff", "On Turing (sm75) there is not enough shared memory per block for d = 128, so the kernel is not supported there.", True),
 ("tradeOff", "The problem is the exp: the SFU throughput is far below the tensor cores, so for d = 64 the softmax becomes the bottleneck.", True),
 ("tradeOff", "Padding the head dim from 96 to 128 wastes a quarter of the MMA work.", True),
 ("tradeOff", "If the sequence is split across 8 GPUs with a causal mask, the last GPU does about 8 times more work than the first.", True),
 ("tradeOff", "Because the backward has to regenerate P from Q, K and the logsumexp, it runs roughly 2.5 matmuls per tile instead of 2.", True),
 ("tradeOff", "Split-KV needs a second kernel to merge the partial outputs, which adds latency for short contexts.", True),
 ("tradeOff", "Paged KV blocks of 16 tokens mean the K tile is gathered through a block table, so loads are not contiguous and bandwidth drops.", True),
 ("tradeOff", "Due to the 64 KB LDS on MI250, Bc has to shrink to 32 at d = 128.", True),
 # fails
 ("tradeOff", "Recomputation costs something.", False),
 ("tradeOff", "It is slower in some cases.", False),
 ("tradeOff", "Larger tiles are better for reuse and the kernel runs faster.", False),
 ("tradeOff", "The kernel uses less memory because S is never stored, which is good.", False),
 ("tradeOff", "The downside is complexity.", False),
 ("tradeOff", "Subtract the max so that exp never overflows.", False),
 # serving vocabulary
 ("tiling", "Decode: the KV cache of each sequence is split into 8 chunks, each handled by its own thread block, and the partial results are merged with their logsumexp.", True),
 ("numericalStability", "Each split keeps its own max and sum; when merging, each partial output is rescaled by exp(m_i - m_global) and the sums are added.", True),
 ("numericalStability", "Partial attention states (o, lse) from the prefix and the suffix are merged: lse = logaddexp(lse_a, lse_b), o = exp(lse_a - lse) o_a + exp(lse_b - lse) o_b.", True),
 ("memoryTraffic", "Paged attention: K/V are read from HBM through the block table page by page; each split writes only its partial O and one LSE scalar per row, no score vector.", True),
 ("tiling", "Grid = (num_heads, num_seqs, num_partitions): each thread block handles one partition of 512 tokens of the KV cache.", True),
 ("tiling", "Flash-decoding splits the KV cache and computes partial softmax.", False),
 # misconceptions
 ("numericalStability", "Since fp32 can represent up to 3e38 we never subtract the max; exp(s) is accumulated in fp32 and divided at the end.", False),
 ("numericalStability", "Every K tile gets its own softmax (subtract the tile max, divide by the tile sum) and the tile outputs are summed into O.", False),
 ("memoryTraffic", "Our kernel writes each S tile to HBM and reads it back for the softmax, so only a few tiles live at a time.", False),
 ("tradeOff", "Smaller blocks help occupancy since more CTAs fit on each SM.", False),
 ("tiling", "Warp tile 64x64 and mma instruction tile 16x8x16; the CTA tile of C is 128x128 with K slices of 32.", False),
 # correct contrasts
 ("numericalStability", "Unlike a naive per-tile softmax, which normalises each tile on its own, we rescale O and l by exp(m_old - m_new) whenever the max grows.", True),
 ("memoryTraffic", "A naive tiled kernel would write each S tile to HBM; ours keeps S in registers and never stores it.", True),
 ("numericalStability", "bf16 has fp32's exponent range, but we still subtract the running max because exp(80) times a long row still overflows the sum.", True),]

ROUND8 = [
 # true costs with causes in other words
 ("tradeOff", "When the batch has one 32k-token prompt and many 200-token prompts, the CTA for the long prompt finishes last and the other SMs sit idle.", True),
 ("tradeOff", "Since exp runs on the SFUs at 16 ops/clk/SM versus 1024 for the tensor cores, the softmax dominates the runtime at d = 64.", True),
 ("tradeOff", "The catch is bf16: its 8-bit mantissa makes the accumulated row sum drift unless l is kept in fp32.", True),
 ("tradeOff", "Paged KV with 16-token pages forces a table lookup per page, which adds latency to every K/V load.", True),
 ("tradeOff", "On Volta there is no async copy, so K/V loads cannot be overlapped with the MMA and the pipeline stalls.", True),
 ("tradeOff", "Because dQ is accumulated with atomicAdd across key blocks in the backward, two runs give slightly different gradients.", True),
 ("tradeOff", "Split-KV with 16 splits means 16 partial outputs plus their LSE are written to HBM and read back by the merge kernel.", True),
 ("tradeOff", "Cascade attention only pays off with a long shared prefix; with a short prefix, the extra merge kernel is pure overhead.", True),
 ("tradeOff", "The drawback: with a sliding window of 4096, blocks at the edge of the window are half masked, so half of their MMA work is thrown away.", True),
 ("tradeOff", "Reordering the reduction across warps changes the floating-point summation order, so the output is not bitwise reproducible across GPUs.", True),
 # should fail: bare, vague, benefit, mitigation, restated cause
 ("tradeOff", "It is slower.", False),
 ("tradeOff", "The kernel is slower because it is slower on some inputs.", False),
 ("tradeOff", "Bigger tiles mean more reuse, so throughput goes up.", False),
 ("tradeOff", "We split the KV cache so that all SMs are busy.", False),
 ("tradeOff", "Uneven work.", False),
 ("tradeOff", "The downside is that it is hard.", False),
 ("tradeOff", "As a result it is faster on long sequences.", False),
 ("tradeOff", "Flash attention has some limitations on older GPUs.", False),
 ("tradeOff", "Keeping l in fp32 prevents rounding error, so results are accurate.", False),
 ("tradeOff", "Smaller tiles are great since occupancy goes up and no registers spill.", False),
 # serving
 ("tiling", "The context is cut into 4 partitions of 1024 tokens; a thread block processes one partition for one head, and a second reduce kernel merges them.", True),
 ("numericalStability", "Every partition stores its max and exp_sum; the reduce kernel takes the global max, rescales each partition's exp_sum by exp(m_p - m), and combines the partial outputs.", True),
 ("numericalStability", "Two partial states are combined with the standard merge: m = max(m1, m2), l = l1 exp(m1 - m) + l2 exp(m2 - m), o = (o1 l1 exp(m1-m) + o2 l2 exp(m2-m)) / l.", True),
 ("memoryTraffic", "During decode each thread block reads its slice of the KV cache from HBM exactly once and writes a partial output plus one LSE value per head.", True),
 ("tiling", "We use split-KV.", False),
 ("numericalStability", "The partial results are merged.", False),
 # misconceptions, paraphrased
 ("numericalStability", "No max subtraction: fp32 has a range up to 1e38, plenty for attention scores; we accumulate exp(s) directly.", False),
 ("numericalStability", "Within a block, softmax is taken over that block's scores only and the block outputs are concatenated; nothing is carried between blocks.", False),
 ("memoryTraffic", "In our design the score tile S_ij is stored to global memory after QK^T and loaded again for the PV product.", False),
 ("tiling", "BLOCK_M=128, BLOCK_N=128, BLOCK_K=32 for the C = A @ B product, warp tile 64x32.", False),]

ROUND9 = [
 ("tradeOff", "If the sequence lengths in a packed batch vary a lot, the CTAs of the short sequences retire early and the long ones keep a few SMs busy alone.", True),
 ("tradeOff", "Atomics in the dK/dV accumulation make the order of floating-point additions nondeterministic, so gradients differ slightly between runs.", True),
 ("tradeOff", "Hopper-only: TMA and WGMMA do not exist on Ampere, so the FA3 kernel cannot run there and falls back to FA2.", True),
 ("tradeOff", "Our merge kernel has to read every split's partial O back from HBM; for short contexts that extra round trip costs more than the split saves.", True),
 ("tradeOff", "The price of keeping O in registers is that d = 256 needs 256 fp32 accumulators per row, which pushes the kernel over the register limit and it spills.", True),
 ("tradeOff", "Exp throughput is the limiter: MUFU does 16 exp per cycle per SM versus thousands of FMAs, so at small head dims the softmax, not the matmul, sets the speed.", True),
 ("tradeOff", "With page size 1 every token needs its own block-table lookup, which makes K/V loads scattered and slow.", True),
 ("tradeOff", "Since bf16 keeps only 8 mantissa bits, summing P·V in bf16 over 32k keys accumulates visible rounding error.", True),
 ("tradeOff", "Causal masking leaves the upper triangle empty, so CTAs that own late query blocks do up to twice the work of early ones and finish last.", True),
 ("tradeOff", "Because the grid is only batch x heads = 4 x 8 = 32 CTAs on a 132-SM H100, most SMs have nothing to do during decode.", True),
 ("tradeOff", "Slower.", False),
 ("tradeOff", "Split-KV is good because it fills the GPU.", False),
 ("tradeOff", "The problem is that it is complicated.", False),
 ("tradeOff", "There is overhead.", False),
 ("tradeOff", "Since we keep S in SRAM, we save memory and time.", False),
 ("tradeOff", "Occupancy improves because the smaller tiles need fewer registers.", False),
 ("tradeOff", "Precision, complexity, tuning.", False),
 ("tradeOff", "It might not work on every GPU.", False),
 ("tiling", "Decode with split-KV: grid = (batch, kv_heads, 8 splits); each CTA walks 1/8 of the sequence's pages and writes (o, lse) for its split.", True),
 ("tiling", "Cascade: one kernel handles the shared prefix for all 32 requests at once (queries stacked as a 32-row tile), a second handles each request's own suffix.", True),
 ("numericalStability", "The merge combines two states (o1, lse1), (o2, lse2) as lse = max + log(exp(lse1 - max) + exp(lse2 - max)) and o = o1 exp(lse1 - lse) + o2 exp(lse2 - lse).", True),
 ("numericalStability", "Within each split the usual online softmax (running max, rescale by exp(m_old - m_new)); across splits the partial outputs are reweighted by exp(lse_i - lse_total).", True),
 ("memoryTraffic", "In decode the whole cost is reading the KV cache: each split streams its pages from HBM once; scores for the single query row live in registers and never reach HBM.", True),
 ("numericalStability", "We use the log-sum-exp trick.", False),
 ("numericalStability", "No max is needed: scores are bounded by |q||k|/sqrt(d) and LayerNorm keeps that small; we exponentiate the raw scores.", False),
 ("numericalStability", "Softmax is computed inside each K/V block with that block's max, and the block results are added up; that is all.", False),
 ("memoryTraffic", "Each S_ij tile goes out to HBM once computed and the softmax kernel reads it back; only the final O is small.", False),
 ("tradeOff", "Larger tiles are nice for occupancy and reuse.", False),
 ("tiling", "Each warp computes a 16x8x16 MMA tile of C; warp tile 32x32, CTA tile 128x128x32 over the K dimension.", False),
 ("numericalStability", "Even though bf16 shares fp32's exponent range, we subtract the running max: exp of a score of 100 already overflows fp32.", True),]


@pytest.mark.parametrize("key,text,expected", ROUND7 + ROUND8 + ROUND9)
def test_claim_rounds_7_to_9(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback


@pytest.mark.parametrize("outline,passed", [
    # a bare-term list: no item is its neighbour's cause
    ({"tradeOffs": ["Recomputation.", "Occupancy.", "Harder to implement than standard attention."]}, False),
    ({"tradeOffs": ["Occupancy.", "Larger tiles need 255 registers per thread, so only one CTA fits per SM."]}, True),
    # a misconception in another entry's inline trade-off fails that entry, not the dedicated one
    ({"numericalStability": "It is close to exact but slightly inaccurate, and that is the price of its speed.",
      "tradeOff": "Recomputation in the backward pass costs extra FLOPs because P is not stored."}, True),
])
def test_tradeoff_entry_scope(outline, passed):
    res = next(c for c in grade(normalize(outline), RUBRIC).criteria if c.id == "failureModeOrTradeOff")
    assert res.passed is passed, res.feedback


# Round 10 (mechanisms of all four topics in unusual wording, graded before tuning: 17 / 20).
ROUND10 = [
 ("memoryTraffic", "Global memory sees Q, K and V come in and O go out; the attention matrix itself is born and dies in shared memory.", True),
 ("memoryTraffic", "The logits never make it off the SM: they are produced by the first GEMM in registers and consumed by the second.", True),
 ("memoryTraffic", "Per head we move about 4·N·d·2 bytes (Q, K, V in, O out) plus K/V re-reads, instead of 2·N²·2 bytes for the score and probability matrices.", True),
 ("memoryTraffic", "Backward: dO, Q, K, V are loaded tile by tile, P is rebuilt on chip from the saved LSE, and only dQ, dK, dV are written back to global memory.", True),
 ("memoryTraffic", "We keep memory traffic low by being smart about what we load.", False),
 ("memoryTraffic", "Attention is memory bound on GPUs, with HBM at 3.3 TB/s and SRAM much faster.", False),
 ("tiling", "Each program owns 64 query rows and sweeps the keys in steps of 32; the 64 x d query slab is loaded once and reused for every step.", True),
 ("tiling", "Work is split over (batch x heads) x ceil(N / 128) thread blocks; inside one, 4 warps each own 32 of the 128 query rows.", True),
 ("tiling", "We break it into blocks so it fits.", False),
 ("tiling", "KV blocks beyond the query block's last row are not visited at all when the mask is causal.", True),
 ("numericalStability", "Keep m (max so far) and l (sum so far) per query; when a new tile brings a bigger m, shrink the old l and the old output by e^(m_prev - m_cur) before adding the tile's contribution.", True),
 ("numericalStability", "Scores are exponentiated as 2^(s*log2e - m*log2e) so the MUFU ex2 instruction can be used; m is the running row max.", True),
 ("numericalStability", "Rows where every key is masked give m = -inf; we set the result to zero instead of computing exp(-inf - (-inf)) = NaN.", True),
 ("numericalStability", "The output accumulator stays in single precision and is only converted to bf16 when it is stored.", True),
 ("numericalStability", "Softmax is stable.", False),
 ("numericalStability", "We rely on the online softmax to handle numerics.", False),
 ("numericalStability", "Max subtraction is optional in bf16 because the format's range is huge; we skip it and keep l in fp32.", False),
 ("numericalStability", "Each block normalises its scores by its own row sum and then the normalised blocks are summed into the output.", False),
 ("memoryTraffic", "For every K block, the partial softmax output is written to HBM and re-read when the next block arrives.", False),
 ("memoryTraffic", "It is fast because it performs fewer multiply-adds than standard attention.", False),]


@pytest.mark.parametrize("key,text,expected", ROUND10)
def test_claim_round10(key, text, expected):
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == key)
    assert res.passed is expected, res.feedback


# Round 11 (contrasts, misconceptions in real voices, trade-offs as mappings and lists; graded before
# tuning: 13 / 16).
ROUND11 = [
 # contrasts that must stay correct
 ("memoryTraffic", "Older kernels wrote the full score matrix to HBM and read it back for the softmax; ours keeps each score tile in registers and discards it after the PV product.", True),
 ("numericalStability", "A common mistake is to normalise each tile by its own sum and add the tiles; we instead carry m and l across tiles and rescale the accumulator by exp(m_old - m_new).", True),
 ("memoryTraffic", "People often think the speed-up is from fewer FLOPs; it is not: the FLOPs are the same, what drops is HBM traffic, since S and P are never written out.", True),
 ("numericalStability", "Skipping the max subtraction would overflow exp in fp16 above ~11, so we subtract the running max and rescale when it grows.", True),
 ("tradeOff", "Compared with the unfused version, which pays for S in HBM, our cost is recomputing QK^T in the backward: about 25% more FLOPs.", True),
 # misconceptions in real voices
 ("memoryTraffic", "FlashAttention is faster mostly because it cuts the attention FLOPs from quadratic to linear.", False),
 ("memoryTraffic", "We spill each S block to global memory between the two matmuls so SRAM only ever holds one block.", False),
 ("numericalStability", "It is basically exact — close enough that the error from skipping the rescale does not matter.", False),
 ("numericalStability", "bf16 has 8 exponent bits like fp32, so overflow is impossible and no max is tracked; the sum is accumulated in fp32.", False),
 ("tiling", "All of K and V for the head is loaded into shared memory once and each Q tile reads it from there.", False),
 # trade-offs in mapping / list voices
 ("tradeOff", "cost: extra kernel launch for the reduction; cause: split-KV produces num_splits partial outputs per head.", True),
 ("tradeOff", "- register pressure (d=256 → 128 fp32 acc regs/thread → spills)", True),
 ("tradeOff", "downside -> smem: 3 stages x (64x128 K + 64x128 V) x 2 B = 96 KB, so only 2 CTAs/SM on A100", True),
 ("tradeOff", "cons: complexity", False),
 ("tradeOff", "- spills\n- occupancy\n- recompute", False),
 ("tradeOff", "The fused kernel is great: less memory, fewer launches, no N^2 buffer.", False),]


@pytest.mark.parametrize("key,text,expected", ROUND11)
def test_claim_round11(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback


# Round 12 (whole outlines: decode, FA3, weak serving vocabulary, misconceptions; graded before tuning:
# 15 / 16 verdicts; the one miss was the round's own label: "Tiles of 64 x 64." is a minimal size
# decision, which the dev_c labeller passes. The label was corrected; the rubric was not changed).
ROUND12 = [
 ({"memoryTraffic": "Decode step: the new token's query is tiny; the cost is streaming the whole KV cache, which each CTA reads from HBM exactly once for its slice. Logits stay in shared memory.",
   "tiling": "grid = (batch, kv_heads, num_splits) with num_splits chosen so that the grid covers all 132 SMs; each CTA loops over its slice in 64-token tiles.",
   "numericalStability": "Each CTA keeps running max and sum for its slice and writes (O_partial, lse); the combine kernel rescales each O_partial by exp(lse_i - lse_global).",
   "tradeOff": "With batch 64 the grid is already full without splitting, so the combine kernel just adds latency."},
  [True, True, True, True]),
 ({"memoryTraffic": "Memory is important so we are careful about it.",
   "tiling": "We use paged attention.",
   "numericalStability": "Numerically it is handled by the log-sum-exp.",
   "tradeOff": "Paged attention has overhead."},
  [False, False, False, False]),
 ({"memoryTraffic": "FA3 on H100: TMA copies K and V tiles from HBM into shared memory asynchronously; S and P stay in registers, O is written once.",
   "tiling": "Two consumer warpgroups each own 64 of the 128 query rows; one producer warp issues TMA loads for 128-key K/V tiles into a 2-stage circular buffer.",
   "numericalStability": "Softmax of one warpgroup overlaps the GEMMs of the other (ping-pong); statistics in fp32, rescale by exp2(m_old - m_new) with log2(e) folded into the scale.",
   "tradeOff": "It relies on Hopper-only features (TMA, WGMMA, setmaxnreg), so it does not run on A100 at all."},
  [True, True, True, True]),
 ({"memoryTraffic": "We write each S tile to HBM so that the softmax kernel can normalise it, then read it back for PV.",
   "tiling": "Tiles of 64 x 64.",  # a size decision (minimal): the labellers pass it
   "numericalStability": "Because scores are small after scaling by 1/sqrt(d), exp never overflows and we do not subtract a max.",
   "tradeOff": "Smaller tiles are better for occupancy."},
  [False, True, False, False]),]


@pytest.mark.parametrize("outline,expected", ROUND12)
def test_claim_round12_whole_outlines(outline, expected):
    got = {c.id: c.passed for c in grade(normalize(outline), RUBRIC).criteria}
    assert [got[c] for c in ("memoryTraffic", "tiling", "numericalStability", "failureModeOrTradeOff")] == expected


# Round 13 (trade-offs: costs in kernel-engineer words — eat into, dominate, thrash, compute-bound,
# bank conflicts, burning bandwidth; graded before tuning: 14 / 16).
ROUND13 = [
 ("tradeOff", "At d = 256 the K and V tiles eat into the shared memory budget, so only one stage fits and the loads are no longer overlapped with compute.", True),
 ("tradeOff", "For N = 512 the whole problem is a few microseconds of work and the launch plus the prologue dominate.", True),
 ("tradeOff", "GQA with 8 query heads per KV head: if each query head re-reads the KV tile, L2 thrashes and HBM traffic goes up 8x.", True),
 ("tradeOff", "Recomputing P in the backward makes it compute-bound: roughly 5 matmuls per tile instead of 4.", True),
 ("tradeOff", "The softmax rescale adds a multiply per accumulator element per K/V tile, which is noticeable at small d where the matmuls are cheap.", True),
 ("tradeOff", "Writing O with a transposed layout causes bank conflicts in shared memory, which serialises the stores.", True),
 ("tradeOff", "Large BLOCK_N with 8 warps needs 230 registers per thread; the compiler then caps occupancy at one CTA per SM.", True),
 ("tradeOff", "Sliding-window attention with a 256-token window leaves most K/V tiles fully masked for long rows; without early exit they are still loaded, burning bandwidth.", True),
 ("tradeOff", "Dropout in the kernel needs the RNG state per tile, and regenerating the same mask in the backward costs extra instructions.", True),
 ("tradeOff", "Because the kernel is specialised per head dim (64, 128, 256), every new head dim needs a new compiled variant, which grows the binary and build time.", True),
 ("tradeOff", "It depends on the workload.", False),
 ("tradeOff", "Large tiles are faster.", False),
 ("tradeOff", "Memory-bound.", False),
 ("tradeOff", "Register pressure might be an issue sometimes.", False),
 ("tradeOff", "Using 4 stages hides latency, so the kernel is faster.", False),
 ("tradeOff", "The code is longer.", False),]


@pytest.mark.parametrize("key,text,expected", ROUND13)
def test_claim_round13(key, text, expected):
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == "failureModeOrTradeOff")
    assert res.passed is expected, res.feedback


# Round 14 (paper notation, pseudo-code, non-native English, arrow chains; graded before tuning: 11 / 14).
ROUND14 = [
 ("memoryTraffic", "S_ij = Q_i K_j^T is computed in SRAM, P_ij also, both are dropped after O_i += P_ij V_j; HBM only has Q, K, V, O, L.", True),
 ("memoryTraffic", "we dont write the attention matrix never to global mem, only output O and the lse vector is going back", True),
 ("memoryTraffic", "HBM reads: Q once, K,V T_r times (T_r = N/B_r); HBM writes: O, l, m. Total Θ(N² d² M⁻¹).", True),
 ("tiling", "B_r = 64, B_c = 64, T_c = N / B_c iterations of the inner loop per CTA, Q_i resident in smem for all of them", True),
 ("tiling", "for i in range(0, N, BLOCK_M): load Q[i:i+BLOCK_M]; for j in range(0, N, BLOCK_N): load K[j:j+BLOCK_N], V[j:j+BLOCK_N]", True),
 ("tiling", "matrix is cut in blocks, blocks go to SRAM, then compute", False),
 ("numericalStability", "m_i^new = max(m_i, m̃_ij), l_i^new = e^{m_i - m_i^new} l_i + e^{m̃_ij - m_i^new} l̃_ij, O_i ← diag(l_i^new)^-1 (diag(l_i) e^{m_i - m_i^new} O_i + e^{m̃_ij - m_i^new} P̃_ij V_j)", True),
 ("numericalStability", "we are keeping max value of row until now, and when coming bigger value we are correcting the old sum and old output with exp of difference", True),
 ("numericalStability", "softmax(x) = exp(x - max) / sum(exp(x - max)) computed per tile", False),
 ("numericalStability", "the accumulator is float32 and the final O/l done at the very end, p = exp2((s - m) * 1.4427)", True),
 ("tradeOff", "d=256 → smem 2x → only 1 CTA/SM → latency not hidden → slower", True),
 ("tradeOff", "if causal, last q-block has N/Bc kv-blocks, first has 1 → imbalance, tail at the end", True),
 ("tradeOff", "more smem = less occupancy", False),
 ("tradeOff", "tradeoff: speed vs memory", False),]


@pytest.mark.parametrize("key,text,expected", ROUND14)
def test_claim_round14(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback


# Round 15 (correct statements that use misconception words: contrasts, double negations, exactness
# paid for; graded before tuning: 9 / 10).
ROUND15 = [
 ("memoryTraffic", "Same FLOPs as eager attention (a bit more with the backward recompute); the saving is bytes: S and P never touch HBM, only Q, K, V in and O, lse out.", True),
 ("memoryTraffic", "The split-KV decode writes per-split partial outputs and LSEs to a small HBM workspace and a second kernel reads them back to merge; S itself is never written.", True),
 ("memoryTraffic", "Exactness is kept: nothing is approximated, the kernel just never stores the N x N scores in HBM.", True),
 ("numericalStability", "Per block we subtract the block's own max for the exp, but the running max m is updated and the accumulator rescaled by exp(m_old - m_new), so the blocks stay consistent.", True),
 ("numericalStability", "Even with bf16 inputs we never skip the max subtraction: scores of 100+ do occur and exp(100) overflows even fp32.", True),
 ("numericalStability", "You might think the max is unnecessary in fp32; it is not, exp(89) is already inf.", True),
 ("tiling", "The whole K and V cannot fit in SRAM for long sequences, so they are streamed in 64-row tiles while the 128-row Q tile stays resident.", True),
 ("tiling", "Warp-level: each of the 4 warps owns 16 query rows of the 64-row Q tile and does its own m16n8k16 MMAs against the shared K tile.", True),
 ("tradeOff", "Nothing is approximated, but the backward pays for exactness by recomputing S and P: about 30% more FLOPs than the standard backward.", True),
 ("tradeOff", "The FP8 path is less accurate than bf16 because e4m3 keeps only 3 mantissa bits, so we quantise per 64-row block to limit the error.", True),]


@pytest.mark.parametrize("key,text,expected", ROUND15)
def test_claim_round15(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback


# Round 16 (whole outlines: a blog kernel, a blog with mistakes, a decode design; graded before
# tuning: 12 / 12 verdicts).
ROUND16 = [
 ({"memoryTraffic": "In this post's kernel the attention scores are computed chunk by chunk in shared memory and thrown away after being multiplied with V, so the only HBM writes are the output rows and their log-sum-exp.",
   "tiling": "Every Triton program takes 128 queries; it walks over the keys 64 at a time, double-buffering the next K/V chunk while the current one is multiplied.",
   "numericalStability": "Kept per query: the largest score seen so far and the running denominator, both float32. A new chunk with a larger max shrinks the old denominator and the partial output by exp(old_max - new_max).",
   "tradeOff": "The double buffer doubles the K/V shared-memory footprint, so at head dim 256 it no longer fits and we drop to one buffer, losing the overlap."},
  [True, True, True, True]),
 ({"memoryTraffic": "Thanks to tiling, FlashAttention has linear complexity instead of quadratic, which is where the speed comes from.",
   "tiling": "Blocks of 128 keys and 128 queries; each CTA owns one query block.",
   "numericalStability": "Each block is softmaxed on its own and the outputs are simply summed; since every block is normalised, the result is a valid distribution.",
   "tradeOff": "Bigger blocks are always better because they improve reuse."},
  [False, True, False, False]),
 ({"memoryTraffic": "Decode: K/V pages are fetched from HBM through the page table exactly once per split; no logits are written; each split emits O_s and lse_s.",
   "tiling": "A thread block per (request, kv head, split); 16 splits of 256 tokens for a 4k context; the 8 query heads of the GQA group form the rows of the Q tile.",
   "numericalStability": "Inside a split: online softmax with running max and sum; across splits: lse = logsumexp(lse_s), O = Σ exp(lse_s − lse) O_s.",
   "tradeOff": "For a 128-token context the 16 splits are mostly empty and the extra merge launch costs more than the attention itself."},
  [True, True, True, True]),]


@pytest.mark.parametrize("outline,expected", ROUND16)
def test_claim_round16_whole_outlines(outline, expected):
    got = {c.id: c.passed for c in grade(normalize(outline), RUBRIC).criteria}
    assert [got[c] for c in ("memoryTraffic", "tiling", "numericalStability", "failureModeOrTradeOff")] == expected


# Round 17 (trade-offs of kernel features: varlen packing, soft-capping, persistent kernels, ALiBi;
# graded before tuning: 6 / 10 — trade-off recall on new vocabulary is still the weak spot).
ROUND17 = [
 ("tradeOff", "Packing variable-length sequences without padding needs cu_seqlens offsets in every load, and a bug in them silently reads the neighbouring sequence's keys.", True),
 ("tradeOff", "Soft-capping the logits with tanh adds a transcendental per score, which on H100 is as expensive as the exp itself.", True),
 ("tradeOff", "Bigger BLOCK_M halves the number of K/V passes but needs twice the accumulator registers; past 128 rows at d = 128 it spills.", True),
 ("tradeOff", "Our persistent kernel keeps CTAs alive across tiles, but a single long sequence at the end still leaves the other SMs waiting.", True),
 ("tradeOff", "Alibi biases are recomputed from the head slope inside the kernel instead of loaded, which is more ALU work per score.", True),
 ("tradeOff", "Using exp2 is a win.", False),
 ("tradeOff", "With bigger tiles, there is more reuse of K and V and fewer HBM reads.", False),
 ("tradeOff", "Decode is memory bound so FlashAttention helps there too.", False),
 ("numericalStability", "Scores for padded keys are set to -inf before the max, so they vanish after exp; the running max and sum are fp32.", True),
 ("memoryTraffic", "Because S is never materialised, the memory footprint is O(N) instead of O(N^2): Q, K, V, O and the lse are the only HBM tensors.", True),]


@pytest.mark.parametrize("key,text,expected", ROUND17)
def test_claim_round17(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback


# Round 18 (trade-offs of backward, head-dim support, long contexts, warpgroups; graded before tuning:
# 4 / 10). Three rows are still missed and left out of the table (docs/grading-standard.md): a cost
# and its cause both after "so" (dQ accumulated with atomics ... depends on scheduling), autotuning
# time whose cause sits inside the cost's own phrase, and "to stay under the register limit, which
# keeps occupancy at 2 CTAs per SM" (a mitigation) credited as a cost.
ROUND18 = [
 ("tradeOff", "Storing the logsumexp for the backward costs an extra N floats per head of HBM, small but not zero.", True),
 ("tradeOff", "The kernel only supports head dims that are multiples of 8 because of the MMA shape; d = 100 has to be padded to 104.", True),
 ("tradeOff", "At very long contexts (1M tokens) even the O(N) lse and the K/V re-reads add up: the K/V are streamed N/128 times.", True),
 ("tradeOff", "We use 2 warpgroups ping-ponging; with only one warpgroup per CTA, softmax cannot overlap the GEMMs and throughput drops by about 20%.", True),
 ("tradeOff", "It uses shared memory.", False),
 ("tradeOff", "There is a trade-off between tile size and performance.", False),
 ("tradeOff", "The backward is slower than the forward.", False),
]


@pytest.mark.parametrize("key,text,expected", ROUND18)
def test_claim_round18(key, text, expected):
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == "failureModeOrTradeOff")
    assert res.passed is expected, res.feedback


# Round 19 (issue 8, third round): the classes still missed on unseen writing, each as a paraphrase family
# written from the class, not from a corpus file, with the wrong or weak neighbours that must still fail.
# Graded before the rubric was changed for it: 33 / 47 and 16 / 19 (trade-off vocabulary).
# - memory traffic as verbs of IO x tensors x where: inputs read / streamed, O and the logsumexp written
#   (at the end, once, per split), a split-KV's partial outputs written to a workspace;
# - the online softmax named without what it tracks or corrects is not a decision;
# - a fused *softmax* kernel (max, exp, sum in one launch) is not attention's fused kernel;
# - costs in other words (more multiplies / FMAs / exps, too few query tiles, an empty GPU, one CTA per
#   SM) and causes that open the sentence ("With one query per sequence at decode, ...").
_M, _N, _T = "memoryTraffic", "numericalStability", "tradeOff"
ROUND19 = [
 (_M, "Each of Q, K and V is read from HBM once per query block, and only O and the logsumexp are written back.", True),
 (_M, "K and V are streamed through SRAM tile by tile; the kernel writes O and the logsumexp at the end.", True),
 (_M, "We read Q once, stream K,V, and write O plus the LSE.", True),
 (_M, "HBM traffic: Q read once, K/V streamed once per query tile, O and lse written once.", True),
 (_M, "The only global-memory writes are the output tile and one logsumexp per row.", True),
 (_M, "Per query tile, the kernel loads Q once, streams every K/V tile through shared memory, and stores O and the row logsumexp.", True),
 (_M, "Reads: Q, K, V, each once. Writes: O (N x d) and L (N floats).", True),
 (_M, "Global memory sees Q, K and V going in and O with its log-sum-exp coming out, nothing else.", True),
 (_M, "The kernel touches DRAM only to load the Q, K, V tiles and to store the final O and lse.", True),
 (_M, "Traffic is linear: every element of Q, K, V is loaded once and O and the softmax statistics are written once.", True),
 (_M, "Each split writes its partial output and its logsumexp to a small workspace in HBM; a second kernel merges them.", True),
 (_M, "Each KV chunk produces a partial O and a partial LSE that are written to global memory and combined by a reduction kernel.", True),
 (_M, "Split-KV: every CTA reads its slice of the KV cache once and stores only a d-vector plus one lse scalar per split.", True),
 (_M, "The partial outputs and their max/sum statistics go to HBM and a tiny combine kernel reads them back.", True),
 (_M, "We read data from memory and write results.", False),
 (_M, "The online softmax keeps a running max m and sum l per row in fp32.", False),
 (_M, "Memory traffic matters a lot for attention.", False),
 (_N, "We use the online softmax so it is stable.", False),
 (_N, "Numerical stability comes from the online softmax computed per tile.", False),
 (_N, "The online softmax trick, applied block by block over K/V.", False),
 (_N, "Online softmax over the K/V tiles keeps things stable.", False),
 (_N, "Stability is handled with the online softmax (Milakov and Gimelshein 2018) inside the loop.", False),
 (_N, "Online softmax: keep a running max m and sum l per row, rescale O by exp(m_old - m_new).", True),
 (_N, "The online softmax tracks the row max and normaliser in fp32 per query row.", True),
 (_N, "We use online softmax: each new tile updates the running max and rescales the accumulator.", True),
 (_N, "Online softmax with the max subtracted before exp, so nothing overflows.", True),
 (_N, "An online softmax carries m and l across K/V tiles and divides O by l at the end.", True),
 (_M, "We fuse the softmax's max, exp and sum passes into one kernel so the row is read once.", False),
 (_M, "The fused softmax kernel computes max, exp and normalisation in a single launch.", False),
 (_M, "Softmax is fused into a single kernel instead of three.", False),
 (_M, "A fused softmax kernel reads each row from HBM once instead of three times.", False),
 (_M, "QK^T, softmax and PV are fused into one kernel, so S and P never reach HBM.", True),
 (_M, "The whole attention (matmul, mask, softmax, matmul) runs in one fused kernel.", True),
 (_M, "One kernel computes QK^T, the softmax and the PV product for a query tile.", True),
 (_M, "We fuse softmax with the two matmuls into a single kernel.", True),
 (_T, "Recomputing P in the backward means more multiplies and exps per element than the standard backward.", True),
 (_T, "With batch 1 and 8 heads there are too few query blocks to fill the SMs, so most of the GPU sits idle.", True),
 (_T, "At small batch there are too few query blocks to fill the 132 SMs.", True),
 (_T, "Short sequences give too few query tiles to keep the SMs busy.", True),
 (_T, "Rescaling adds extra multiplications per element in every iteration.", True),
 (_T, "Because P is recomputed, the backward does more multiplies and exps per element.", True),
 (_T, "For decode, with one query, the grid has too few CTAs to occupy the GPU.", True),
 (_T, "Recomputation in the backward costs more FMAs and exponentials per score than reading a stored P.", True),
 (_T, "Because the softmax is rescaled every tile, the kernel executes extra multiplications on the accumulator each iteration.", True),
 (_T, "The online rescale burns extra ALU instructions per element, which matters when d is small.", True),
 (_T, "Small batch times heads leaves only a handful of CTAs, so most of the 132 SMs have nothing to do.", True),
 (_T, "With one query per sequence at decode, the grid is tiny and the GPU is mostly empty.", True),
 (_T, "A 64-row query tile at N = 512 gives 8 tiles per head; with 2 heads that is 16 CTAs for 108 SMs, leaving most of them unused.", True),
 (_T, "Choosing BLOCK_N = 128 at d = 128 doubles the shared memory per stage, which caps us at one CTA per SM.", True),
 (_T, "Split-KV needs a second reduction kernel that reads back every partial O, adding latency for short contexts.", True),
 (_T, "More multiplies.", False),
 (_T, "Too few blocks.", False),
 (_T, "Fewer SMs are busy.", False),
 (_T, "More exps.", False),
 (_T, "It is a bit slower sometimes.", False),
 (_T, "Larger tiles are better because they reuse K and V more.", False),
 (_T, "With bigger tiles, there is more reuse of K and V and fewer HBM reads.", False),
]


@pytest.mark.parametrize("key,text,expected", ROUND19)
def test_claim_round19(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback


def test_online_softmax_named_only_says_what_is_missing():
    res = next(c for c in grade(normalize({"numericalStability": "Stability comes from the online softmax, computed per tile."}),
                                RUBRIC).criteria if c.id == "numericalStability")
    assert not res.passed and res.score == 0.5
    assert "could not find a decision" in res.feedback and "running max and sum" in res.feedback



# Round 20 (written after round 19's changes, graded before the next ones: 23 / 28): the same classes in
# other voices (terse notes, suffixed tensor names, "cross HBM once", decode pages, a fused softmax that
# "saves launches"), and costs named as conversions, branching or code paths.
ROUND20 = [
 (_M, 'Q, K and V each cross the HBM bus once; the output and the per-row log-sum-exp cross it once on the way out.', True),
 (_M, 'In HBM we only ever find the inputs and O plus the lse vector; the score tile is consumed in registers.', True),
 (_M, 'Memory: load q/k/v tiles -> smem, write o + lse to global at the end.', True),
 (_M, 'Input tensors are fetched once per program and the normalised output is stored once.', True),
 (_M, 'The kernel reads K and V N/Br times and writes O once, which is the whole HBM traffic.', True),
 (_M, 'Global writes: O and the logsumexp; global reads: Q, K and V.', True),
 (_M, 'For decode we stream the KV cache pages from HBM once and write one output row per head.', True),
 (_M, 'Every split-K block emits (o_partial, lse_partial) to scratch and a combine step folds them.', True),
 (_M, 'Data moves from memory into registers and back.', False),
 (_M, 'We are careful about memory traffic and try to keep things efficient.', False),
 (_M, 'The softmax uses max, exp and sum in one fused kernel to save launches.', False),
 (_M, 'We wrote a fused softmax kernel that keeps each row in shared memory.', False),
 (_N, 'Online softmax, processed tile by tile.', False),
 (_N, 'The kernel applies an online softmax across the KV blocks for stability.', False),
 (_N, 'Online softmax (Milakov 2018): the running max and denominator are updated per KV tile and the partial output rescaled.', True),
 (_N, 'The online softmax keeps m_i and l_i in fp32 registers.', True),
 (_T, 'Recomputing S = QK^T in the backward adds a third matmul per tile, about 25% more math.', True),
 (_T, 'Every rescale is an extra FMA over the whole d-wide accumulator per row per tile, noticeable at d = 256.', True),
 (_T, 'With tiny batches the launch grid is a few dozen CTAs, so the H100 runs at a fraction of its throughput.', True),
 (_T, 'Causal masking: the diagonal tiles need the mask and the others do not, so the kernel has two code paths and extra branching.', True),
 (_T, 'On consumer cards with 100 KB of shared memory, the d = 256 configuration no longer fits and falls back to 64-row tiles.', True),
 (_T, 'Split-KV buys parallelism at decode but pays a second kernel launch to merge the partial results.', True),
 (_T, 'Keeping the O accumulator in registers for d = 256 means 128 fp32 values per thread, so the compiler spills.', True),
 (_T, 'fp16 inputs with an fp32 accumulator cost an extra conversion per element before every MMA.', True),
 (_T, 'Higher occupancy is good.', False),
 (_T, 'It uses more compute.', False),
 (_T, 'Tiling is tricky.', False),
 (_T, 'FlashAttention makes attention faster and uses less memory.', False),
]


@pytest.mark.parametrize("key,text,expected", ROUND20)
def test_claim_round20(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback



# Round 21 (graded before its changes: 15 / 18): cost and cause in other shapes — "the price of X is that
# Y", a cause inside another cost's phrase ("autotuning over 40 configs takes minutes on first launch"),
# another variant to compile and ship, work the design "has to" do; and the bare or benefit forms that fail.
ROUND21 = [
 (_T, 'The price of never storing P is that the backward has to rebuild it from Q, K and the saved lse.', True),
 (_T, 'Since dQ gets contributions from every KV block, it is accumulated with atomicAdd and the summation order changes from run to run.', True),
 (_T, 'We split the work over KV so dQ is accumulated from many CTAs with atomics, and the result depends on scheduling.', True),
 (_T, 'Head dim 256 doubles the K and V tiles, so only one stage fits in shared memory and loads are no longer hidden.', True),
 (_T, 'Longer sequences mean more K/V passes per query block, each one a full re-read of K and V from HBM.', True),
 (_T, 'A larger BLOCK_M raises the accumulator to 128 x 128 fp32 per CTA, which pushes the kernel past 255 registers per thread.', True),
 (_T, 'Variable-length batches make some CTAs finish early and others late, leaving SMs idle at the tail.', True),
 (_T, 'The fp8 path needs per-block scales, and the extra dequantisation work eats into the speed-up.', True),
 (_T, 'Autotuning over 40 configs takes minutes on first launch for every new shape.', True),
 (_T, 'Without the causal skip, half of the tiles are computed only to be masked out, which wastes half the FLOPs.', True),
 (_T, 'Because the kernel is specialised per head dim, supporting d = 96 means compiling and shipping another variant.', True),
 (_T, 'exp is done in fp32 on the SFUs, which have 1/16 of the tensor-core throughput, so the softmax becomes the bottleneck at d = 64.', True),
 (_T, 'Bigger tiles help.', False),
 (_T, 'Pick BLOCK_M = 64 to avoid register spills.', False),
 (_T, 'Tuning is needed.', False),
 (_T, 'The FA2 kernel is faster than FA1 thanks to better work partitioning.', False),
 (_T, 'Register pressure and occupancy.', False),
 (_T, 'Backward is harder.', False),
]


@pytest.mark.parametrize("key,text,expected", ROUND21)
def test_claim_round21(key, text, expected):
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == "failureModeOrTradeOff")
    assert res.passed is expected, res.feedback



# Round 22 (kernel-comment voice, written while dev_d was tuned on, from its classes and not its files;
# graded before its changes: 24 / 28): C++ tile constants (kBlockM), a TODO that states a cost is an answer,
# a condition opening with "without", a reducer after a comma ("CTAs, far fewer than the SM count").
# Left out and still missed: "deterministic mode serialises the dQ accumulation across CTAs and is ~2x
# slower" (a cause as the clause's subject, with no relation word).
ROUND22 = [
 (_M, '// K/V tiles are pulled from global into smem via cp.async; S lives in registers and is never stored.', True),
 (_M, 'HBM reads: Q once per CTA; K,V once per (CTA, kv_block). HBM writes: O, LSE. Nothing quadratic.', True),
 (_M, 'The score block stays in the accumulator registers of the MMA and is turned into P in place; only the final O tile goes back to device memory.', True),
 (_M, 'Intermediate logits never touch VRAM: they are produced in threadgroup memory and consumed by the second matmul.', True),
 (_M, 'One pass over K/V per query tile; global traffic is O(N d) per tile row, and P is never spilled.', True),
 (_M, 'We avoid the N x N round trip: the kernel writes only out[] and lse[] to global memory.', True),
 (_M, 'Paged KV: pages are gathered from the HBM KV cache by block table, the logits stay on chip, one output row per head is written.', True),
 (_M, 'Uses shared memory to speed things up.', False),
 (_M, 'Memory-efficient attention kernel.', False),
 (_M, 'The kernel is memory bound, so we optimise memory.', False),
 ("tiling", '// BLOCK_M=64 BLOCK_N=64 HEAD_DIM=64, 4 warps, num_stages=2', True),
 ("tiling", 'kBlockM = 128, kBlockN = 128 for hdim 64; kBlockN = 64 for hdim 128 to fit smem.', True),
 ("tiling", 'Each threadgroup owns 32 query rows and walks the keys 16 at a time.', True),
 ("tiling", 'grid = (cdiv(seqlen_q, BLOCK_M), batch * nheads)', True),
 ("tiling", 'Tiles are chosen by the autotuner.', False),
 ("tiling", 'We use tiling for better performance.', False),
 (_N, 'm_i = max(m_i, rowmax(qk)); alpha = exp2(m_old - m_i); acc *= alpha; l_i = l_i * alpha + rowsum(p)', True),
 (_N, 'Row max and row sum carried in fp32 registers across KV blocks; rescale acc when the max moves.', True),
 (_N, 'softmax is numerically stable', False),
 (_N, 'Uses the standard online softmax.', False),
 (_T, 'NOTE: hdim 256 needs kBlockN = 32 to fit in 227 KB of smem, which halves the MMA efficiency.', True),
 (_T, "TODO: the causal case wastes half of the last tile's work because the mask is applied after the full QK^T.", True),
 (_T, 'fp32 accumulators double register usage vs fp16, so occupancy drops to 1 CTA/SM at hdim 128.', True),
 (_T, 'Without split-KV the decode kernel launches only batch*heads CTAs, far fewer than the SM count.', True),
 (_T, 'cp.async pipelining needs 2 stages of K/V in smem, so BLOCK_N is capped at 64 for hdim 128.', True),
 (_T, 'Might be slow.', False),
 (_T, 'Performance depends on the GPU.', False),
]


@pytest.mark.parametrize("key,text,expected", ROUND22)
def test_claim_round22(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback



# Round 23 (written after the dev_d odd-half classes were fixed, as their paraphrase family: 43 / 43):
# other platforms' memory levels, resources used up or left, what is paid, bandwidth-bound, overheads,
# lower precision, threads per row, a footprint is not traffic, the backward's lse, and the same concepts
# in Chinese, Japanese, German and Spanish (with their misconceptions and vague forms).
ROUND23 = [
 (_M, 'On Metal the score tile is kept in threadgroup memory and never written to device memory; only O goes back.', True),
 (_M, 'WebGPU: S lives in var<workgroup> and is never copied to a storage buffer; the output is written once.', True),
 (_M, 'On TPU the logits block stays in VMEM and is never written to HBM.', True),
 (_M, 'Ascend: the score block stays in UB and never goes to GM; GM receives only the output and the softmax max/sum.', True),
 (_M, 'Threadgroup memory is fast.', False),
 ("tiling", 'All of K and V for a head fit in threadgroup memory at once, so the kernel loads them in one go.', False),
 ("tiling", 'The whole K and V of the sequence sit in VMEM for the whole kernel.', False),
 (_T, 'Keeping O in shared memory doubles the footprint of each workgroup, so only one workgroup fits per compute unit.', True),
 (_T, 'Double-buffered K and V take 192 KB of the SRAM at d = 256, leaving no room for a second Q tile.', True),
 (_T, 'fp32 scores double the bytes per tile, so larger head dims cannot be tiled this way.', True),
 (_T, 'Storing the masks as bits costs an extra S1*S2/8 bytes of HBM reads when dropout is on.', True),
 (_T, 'The per-row statistics must sit in the unified buffer at 32 B alignment, so less buffer is left for the score tile.', True),
 (_T, 'With the lazy rescale you still pay the comparison every tile when the max keeps growing.', True),
 (_T, 'With one warp per row the K/V tile is reused by only 4 rows, so the kernel is bound by shared-memory bandwidth.', True),
 (_T, 'For small head dims the shuffle overhead is larger than what the registers save, so the scalar path is taken.', True),
 (_T, 'Keeping P in fp16 rounds the probabilities to an 11-bit significand, so the FP8 path is less precise.', True),
 (_T, 'Normalising every iteration: an extra Br x d division per K block.', True),
 (_T, 'It takes more memory.', False),
 (_T, 'Less is more.', False),
 (_T, 'You pay.', False),
 ("tiling", 'Each thread computes one row of the Q tile; Bc = Br = 32.', True),
 ("tiling", 'One simdgroup per 8 query rows, 4 simdgroups per threadgroup.', True),
 ("tiling", 'Threads do the work.', False),
 (_M, 'O(N) memory instead of O(N^2).', False),
 (_M, 'Extra memory is O(N): only the lse per row is stored besides O.', True),
 (_M, 'HBM traffic is O(N^2 d^2 / M) instead of O(N d + N^2).', True),
 (_N, 'In the backward P = exp(S - lse) from the saved logsumexp, so no running max is needed there.', True),
 (_N, 'No running max is needed because the scores are small.', False),
 (_N, 'The max subtraction is not needed in bf16.', False),
 (_M, '注意力分数只在共享内存里, 不写回显存; 只写回 O 和 lse.', True),
 (_M, '分数矩阵不落全局内存, 每个 block 把 K、V 读进共享内存.', True),
 (_M, 'Die Scores bleiben in Registern und werden nie in den globalen Speicher geschrieben; nur O wird geschrieben.', True),
 (_M, 'Las puntuaciones nunca se escriben en la memoria global; solo se escribe la salida.', True),
 (_M, 'スコアは共有メモリのみに置かれ、グローバルメモリに書き戻さない.', True),
 (_M, '注意力分数写回显存, 再读回来做 softmax.', False),
 (_M, '我们优化内存访问.', False),
 (_N, '每个 block 的 softmax 单独算: 减去这个 block 的最大值, 然后直接加到 O 上.', False),
 (_N, '维护 running max m 和 running sum l (fp32), 最大值变大时用 exp(m_old - m_new) 缩放 O 和 l.', True),
 (_N, 'Laufendes Maximum und Summe in fp32; bei neuem Maximum werden O und Summe mit exp(m_alt - m_neu) reskaliert.', True),
 (_T, '因为 head dim 256 时寄存器放不下 O 累加器, 所以 block 只能很小, 性能下降.', True),
 (_T, 'Bei D = 256 muss BLOCK_N auf 32 fallen, weil die Tiles sonst nicht in den Shared Memory passen.', True),
 (_T, '很慢.', False),
 (_T, 'Es ist langsam.', False),
]


@pytest.mark.parametrize("key,text,expected", ROUND23)
def test_claim_round23(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback



# Round 24 (misconceptions reworded, graded before its changes: 17 / 22): skipping the multiply-adds,
# 'nearly the same result as exact attention', 'an approximation ... accurate enough', O(N d) bytes of HBM
# read and written, 'so the max is not subtracted'; and their correct neighbours.
ROUND24 = [
 (_M, 'FlashAttention is fast because it skips most of the multiply-adds of attention; S is never written to HBM.', False),
 (_M, 'The speed-up comes from computing less: tiling reduces the arithmetic from quadratic to linear. S stays in SRAM.', False),
 (_M, 'It needs far fewer floating point operations than standard attention, and S never leaves SRAM.', False),
 (_M, 'S never leaves SRAM; the FLOPs are the same as standard attention, only the HBM bytes drop.', True),
 (_M, 'Each S tile is written to global memory and a second kernel applies the softmax to it, then PV reads it back.', False),
 (_M, 'The kernel spills the score tile to DRAM after QK^T and reloads it for the PV product.', False),
 (_M, 'We materialise S block by block in HBM so that the softmax kernel can normalise it.', False),
 (_M, 'P is written to device memory so the PV matmul can read it; Q, K, V are read once.', False),
 (_M, 'S is computed in SRAM and consumed there; only O is written to HBM.', True),
 (_M, 'S never leaves SRAM, which makes FlashAttention an approximation of softmax attention that is accurate enough.', False),
 (_M, 'FlashAttention gives nearly the same result as exact attention; S is never written to HBM.', False),
 (_M, 'S stays on chip; the result is exact, not approximate, up to floating-point rounding.', True),
 (_M, 'S stays in SRAM, but FlashAttention needs more memory than standard attention because of the lse.', False),
 (_M, 'FlashAttention does O(N) HBM accesses because S is never written.', False),
 (_M, 'FlashAttention reads and writes O(N d) bytes of HBM in total, independent of the SRAM size.', False),
 ("tiling", 'K and V for the whole sequence are loaded into shared memory once, then each warp handles 16 query rows.', False),
 ("tiling", 'We keep the entire K and V in SRAM and stream Q blocks of 64 rows past them.', False),
 (_N, 'Because bf16 has the exponent range of fp32, exp cannot overflow, so the max is not subtracted; l is fp32.', False),
 (_N, 'Each K/V block is softmaxed with its own max and sum and the normalised blocks are summed into O.', False),
 (_N, 'A first pass over K computes the exact row max, a second pass computes exp and PV; a partial max would be wrong.', False),
 (_N, "Each tile's softmax is normalised on its own and the results are concatenated.", False),
 (_N, 'We keep a running max m and sum l per row and rescale O by exp(m_old - m_new) whenever m grows.', True),
]


@pytest.mark.parametrize("key,text,expected", ROUND24)
def test_claim_round24(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback



# Round 25 (unsure ownership, graded before its change: 4 / 7): a misconception in a sentence whose subject
# is the baseline ("the reason why normal attention is slow is ... that we write the full S matrix") with
# only a generic "we" after it is weak evidence, reported and not asserted; a comparison that turns to the
# learner's design ("unlike / like naive attention, we ...", "our kernel ...") still asserts it.
ROUND25 = [
 ('The reason why normal attention is slow is not the matmuls but that we write the full S matrix to HBM and read it back. In my design S only exists as tiles in SRAM and is never written to HBM.', True),
 ('Standard attention is slow because we write S to global memory and read it again; here S stays in registers and only O is written.', True),
 ('What makes the naive kernel slow is that we store P in HBM between two kernels. FlashAttention keeps P in SRAM instead.', True),
 ('Unlike naive attention, we write each S tile to HBM and read it back in the PV kernel.', False),
 ('Unlike naive attention, our kernel writes each S tile to HBM and reads it back.', False),
 ('We write each S tile to HBM and read it back for the softmax.', False),
 ('Compared to standard attention we write S to HBM only once, tile by tile, and read it back once.', False),
]


@pytest.mark.parametrize("text,expected", ROUND25)
def test_claim_round25_unsure_owner(text, expected):
    res = next(c for c in grade(normalize({"memoryTraffic": text}), RUBRIC).criteria if c.id == "memoryTraffic")
    assert res.passed is expected, res.feedback
    if expected and "we write" in text.lower():
        assert "Check" in res.feedback  # reported, not asserted



# Round 27 (trade-offs of features in new vocabulary, graded before its changes: 9 / 16): a workspace that
# grows, loads duplicated across CTAs, a sliding window / GQA / RoPE as causes, "limited to two", what is
# added ("adds a third forward's worth of matmul work"), an extra indirection per page.
ROUND27 = [
 ('The backward needs a dQ accumulator in fp32 global memory, so the workspace grows with seqlen x d per head.', True),
 ('GQA means several query heads share one K/V head, so the K/V tile is loaded once but each CTA only covers a slice of the heads and the loads are duplicated across CTAs.', True),
 ('With sliding-window attention most K/V blocks are outside the window, and a kernel that does not skip them burns bandwidth on keys it then masks.', True),
 ("Variable sequence lengths in a batch leave the short sequences' CTAs done early while the longest one keeps a single SM busy.", True),
 ('A 128-wide head dim in fp32 needs 512 bytes per row, so 64-row tiles of K and V already fill 64 KB and the pipeline depth is limited to two.', True),
 ("The online softmax serialises the K/V loop: block j+1's rescale depends on block j's max, so the loop cannot be split across warps without a reduction.", True),
 ('Because the PV matmul waits for the exp of the whole tile, the tensor cores idle during the softmax unless two warpgroups ping-pong.', True),
 ("Recomputing the attention matrix in the backward pass roughly adds a third forward's worth of matmul work.", True),
 ('Small head dims (32) give a low arithmetic intensity per tile, so the kernel stays memory-bound even with fusion.', True),
 ('ALiBi or relative position biases must be recomputed per tile from indices, adding integer and float ops to the inner loop.', True),
 ('Paged KV means every K/V load goes through a block-table lookup, an extra indirection per page.', True),
 ('The split-KV merge costs one more kernel launch and a round trip of the partial outputs through HBM.', True),
 ('Our kernel is efficient.', False),
 ('There is a cost in memory.', False),
 ('Occupancy, registers, shared memory.', False),
 ('It could be faster with better tuning.', False),
]


@pytest.mark.parametrize("text,expected", ROUND27)
def test_claim_round27(text, expected):
    res = next(c for c in grade(normalize({"tradeOff": text}), RUBRIC).criteria if c.id == "failureModeOrTradeOff")
    assert res.passed is expected, res.feedback



# Round 28 (memory traffic, tiling and numerics in kernel engineers' words, graded before its changes:
# 18 / 22): no buffer for the scores in HBM, the N x N matrix existing only tile-wise, "DRAM only sees the
# inputs and the result", Metal threadgroups as thread blocks.
ROUND28 = [
 (_M, 'Scores are produced by the first MMA into registers and fed straight into the second MMA as the A operand; they have no global-memory buffer at all.', True),
 (_M, 'There is no attention-matrix tensor in global memory: the softmax is applied to the register fragment.', True),
 (_M, 'The N x N matrix exists only tile-wise inside the kernel; what DRAM holds is Q, K, V and O.', True),
 (_M, 'Attention probabilities are recomputed in the backward from Q, K and the stored lse rather than saved by the forward.', True),
 (_M, 'Global memory traffic per head: 4 N d elements (Q, K, V read, O written) plus N floats of lse, instead of about 4 N^2 for the unfused version.', True),
 (_M, 'The kernel keeps the whole softmax pipeline on chip so that DRAM only sees the inputs and the result.', True),
 (_M, 'Each CTA copies its Q tile from global memory once, then iterates over K/V tiles which are each fetched from global memory exactly once per CTA.', True),
 (_M, 'Scores S = QK^T are kept in SMEM and P overwrites them in place.', True),
 (_M, 'We minimise memory traffic.', False),
 (_M, 'The kernel uses shared memory and registers.', False),
 (_M, 'HBM bandwidth is 3 TB/s on H100.', False),
 (_M, 'It is IO-aware.', False),
 ("tiling", 'Q is split into blocks of 128 rows, one per CTA; each CTA walks K/V in blocks of 64.', True),
 ("tiling", 'Block shape (128, 64) for (queries, keys) at head dim 128, 8 warps.', True),
 ("tiling", 'Tiles: Br x Bc = 64 x 64, all three tiles in SMEM at once (48 KB in fp16).', True),
 ("tiling", 'The work is divided among threadgroups by query block and head.', True),
 ("tiling", 'Tiles are small enough.', False),
 ("tiling", 'We pick good tile sizes.', False),
 (_N, 'The kernel tracks the largest logit seen so far per row and multiplies the partial output by exp(old_max - new_max) when it changes.', True),
 (_N, 'Denominator and max kept per query in float; at the end the output is divided by the denominator.', True),
 (_N, 'Masked entries are set to -inf and rows with every key masked return 0 instead of NaN.', True),
 (_N, 'Softmax is computed safely.', False),
]


@pytest.mark.parametrize("key,text,expected", ROUND28)
def test_claim_round28(key, text, expected):
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == key)
    assert res.passed is expected, res.feedback



# Round 29 (whole outlines in the forms of kernel notes: mapping values, lists, a trade-off inline in the
# tiling entry, a weak outline, one with misconceptions, one in Chinese; graded before its change: 23 / 24
# verdicts, the miss a cost written "would not fit").
ROUND29_OUTLINES = [
 ({"memory_traffic": {"reads": "Q, K, V from global memory, each tile once per CTA", "writes": "O and the per-row LSE", "never": "the score matrix"},
   "tiling": {"block_m": "128 query rows per CTA", "block_n": "64 keys per inner step", "grid": "(cdiv(N, 128), B*H)"},
   "numerical_stability": {"state": "m_i, l_i in fp32", "update": "acc *= exp(m_old - m_new) when the max grows"},
   "failure_mode": {"cost": "register spills", "cause": "BLOCK_M = 256 at d = 128 needs more than 255 registers per thread"}},
  [True, True, True, True]),
 ({"memoryTraffic": ["S never leaves registers", "O and lse are the only HBM writes"],
   "tiling": ["Br = 64, Bc = 64", "Q tile resident, K/V streamed"],
   "numericalStability": ["running max and running sum", "rescale by exp(m_old - m_new)"],
   "tradeOff": ["recomputation", "occupancy"]},
  [True, True, True, False]),
 ({"memoryTraffic": "Single fused kernel; scores never hit global memory.",
   "tiling": "BLOCK_M = 64, BLOCK_N = 32, head dim 64, one program per (query block, head). Trade-off: with BLOCK_N = 128 the K/V tiles would not fit in the 100 KB of an RTX 4090, so the kernel uses 32.",
   "numericalStability": "Online softmax: running max and sum per row, exp2 with log2(e) folded into the scale."},
  [True, True, True, True]),
 ({"memoryTraffic": "Fast memory is used well.",
   "tiling": "Blocks.",
   "numericalStability": "The online softmax keeps it stable.",
   "tradeOff": "It is hard to implement."},
  [False, False, False, False]),
 ({"memoryTraffic": "FlashAttention is faster because it computes fewer FLOPs; S stays in SRAM.",
   "tiling": "Q tiles of 128 rows stay in shared memory; K/V tiles of 64 rows stream through.",
   "numericalStability": "Each tile's softmax is normalised by its own max and sum and the tiles are added.",
   "tradeOff": "At d = 256 the tiles no longer fit in shared memory, so BLOCK_N drops to 32 and throughput falls."},
  [False, True, False, True]),
 ({"memoryTraffic": "每个 CTA 把 Q 块读进共享内存一次, K、V 分块读入; 注意力分数只在寄存器里, 不写回显存; 最后只写回 O 和 lse.",
   "tiling": "Br = 128, Bc = 64, head_dim = 128; 每个 thread block 负责一个 Q 块, 外循环是 Q, 内循环是 KV.",
   "numericalStability": "维护 running max 和 running sum (fp32), 新块的最大值更大时用 exp(m_old - m_new) 缩放 O 和 l.",
   "tradeOff": "因为 head_dim = 256 时共享内存放不下 K、V 块, 所以 Bc 只能降到 32, 性能下降."},
  [True, True, True, True]),
]


@pytest.mark.parametrize("outline,expected", ROUND29_OUTLINES)
def test_claim_round29_whole_outlines(outline, expected):
    report = grade(normalize(outline), RUBRIC)
    got = [c.passed for c in report.criteria]
    assert got == expected, [c.feedback[:160] for c in report.criteria]



# Round 30 (tiling in other voices, graded before its change: 11 / 12): a block size said as a rate
# ("query rows are processed 64 at a time per workgroup").
ROUND30 = [
 ('Query rows are processed 64 at a time per workgroup, keys 32 at a time in the inner loop.', True),
 ('A CTA handles a 128 x d slab of Q and sweeps K/V in 64-row chunks.', True),
 ('The Q block is pinned in registers across the whole KV loop; K and V chunks rotate through two smem buffers.', True),
 ('Launch config: one block per (batch, head, 128 queries), 256 threads, 3-stage cp.async pipeline.', True),
 ('Each program instance computes a [BLOCK_M, HEAD_DIM] output tile, looping over keys in steps of BLOCK_N = 64.', True),
 ('For causal attention the KV loop stops at the diagonal block of each query tile.', True),
 ('Blocks of size 64 on both axes; the whole tile triple (Q, K, V) takes 24 KB of LDS at d = 64.', True),
 ('The decode kernel splits the KV cache into 8 chunks of 512 tokens, one CTA each, and merges them with their lse.', True),
 ('Split the sequence into blocks.', False),
 ('Tiled for the GPU.', False),
 ('BLOCK_SIZE_M = 64, BLOCK_SIZE_N = 64, BLOCK_SIZE_K = 32 for the C = A @ B tiles.', False),
 ('Block sizes are tuned.', False),
]


@pytest.mark.parametrize("text,expected", ROUND30)
def test_claim_round30(text, expected):
    res = next(c for c in grade(normalize({"tiling": text}), RUBRIC).criteria if c.id == "tiling")
    assert res.passed is expected, res.feedback



# Round 31 (the other-language lexicon extended to French, Portuguese, Korean and Russian memory levels,
# "never written", "only", "stay in"; written with the extension).
ROUND31 = [
 ('Les scores restent dans la mémoire partagée et ne sont jamais écrits en mémoire globale; seule la sortie O est écrite.', True),
 ('As pontuações ficam em registradores e nunca são escritas na memória global; apenas O e o lse são escritos.', True),
 ('점수 행렬은 공유 메모리에만 있고 전역 메모리에 쓰지 않는다.', True),
 ('Матрица оценки остаются в регистрах и никогда не записываются в глобальную память; только O записывается.', True),
 ('Les scores sont écrits en mémoire globale puis relus.', False),
 ('On optimise la mémoire.', False),
 ('Мы оптимизируем память.', False),
]


@pytest.mark.parametrize("text,expected", ROUND31)
def test_claim_round31(text, expected):
    res = next(c for c in grade(normalize({"memoryTraffic": text}), RUBRIC).criteria if c.id == "memoryTraffic")
    assert res.passed is expected, res.feedback



# Round 26 (a cause as the clause's subject, with no relation word; graded before: 10 / 12). Composing a
# cost with any cause in its clause was tried for the two misses left out here ("deterministic mode
# serialises the dQ accumulation ... and is ~2x slower", "FP8 inputs lose about three decimal digits of
# precision") and reverted: it cost dev_b's trade-off agreement 0.986 -> 0.957.
ROUND26 = [
 ('Head dim 256 exhausts the register file and spills the accumulator to local memory.', True),
 ('Causal masking leaves the CTAs of the first query blocks idle while the last ones still run.', True),
 ('Decode with a single query row wastes 63 of the 64 rows of every MMA tile.', True),
 ('BLOCK_N = 128 at d = 128 overflows the 227 KB of shared memory with 3 stages.', True),
 ('Dropout stores a bit mask per score and adds an extra pass over the RNG state.', True),
 ('Tiling is tricky.', False),
 ('Fusion is complicated.', False),
 ('Streaming K/V avoids spills.', False),
 ('Larger tiles reduce HBM traffic.', False),
 ('Keeping Q in SRAM is hard to get right.', False),
]


@pytest.mark.parametrize("text,expected", ROUND26)
def test_claim_round26(text, expected):
    res = next(c for c in grade(normalize({"tradeOff": text}), RUBRIC).criteria if c.id == "failureModeOrTradeOff")
    assert res.passed is expected, res.feedback



# Round 32 (trade-offs in new vocabulary, graded before its changes: 7 / 14): "the bigger X, the fewer Y",
# ", which eats the bandwidth", only part of the machine working, work a choice forces ("requires V to be
# transposed", "means regenerating the mask"), what a choice costs ("costs 4 copies of the K/V tile"),
# re-streaming K/V, the last tiles dominating the tail.
ROUND32 = [
 ('The bigger the head dimension, the fewer rows fit per tile, and the more often K and V are re-streamed from HBM.', True),
 ('Very long contexts push the lse and the O accumulator through HBM per split, which eats the bandwidth gained by splitting.', True),
 ('Warp specialisation ties up one warpgroup as a producer, so only two of the three warpgroups do math.', True),
 ('The kernel assumes contiguous K/V; a paged cache forces a gather per block and breaks the TMA bulk copy.', True),
 ("Causal + varlen makes the tile scheduler's job hard: the last tiles of long sequences dominate the tail.", True),
 ('Smaller tiles fit more CTAs per SM but re-read K and V more often from HBM.', True),
 ('Because rescaling happens on every KV tile, the non-matmul FLOPs grow with N / Bc and on H100 they are 16x slower than the tensor-core FLOPs.', True),
 ('FP8 doubles the tensor-core rate but requires V to be transposed in shared memory first.', True),
 ('Using 4 pipeline stages hides latency but costs 4 copies of the K/V tile in shared memory.', True),
 ('Dropout in the kernel means regenerating the same random mask in the backward from the saved seed and offset.', True),
 ('Bigger is better.', False),
 ('The kernel has some overhead.', False),
 ('Memory bandwidth matters.', False),
 ('We trade memory for compute.', False),
]


@pytest.mark.parametrize("text,expected", ROUND32)
def test_claim_round32(text, expected):
    res = next(c for c in grade(normalize({"tradeOff": text}), RUBRIC).criteria if c.id == "failureModeOrTradeOff")
    assert res.passed is expected, res.feedback



# Round 33 (memory traffic as READMEs and kernel comments say it, graded before its change: 14 / 15): a
# saving ("HBM accesses reduced by up to 9x") is background, not an IO estimate.
ROUND33 = [
 ('No HBM round-trip for the attention matrix.', True),
 ('Avoids materializing the full attention matrix in global memory.', True),
 ('The attention matrix is never formed in memory; only O and the logsumexp are stored.', True),
 ('Nothing of size N^2 ever lives in global memory.', True),
 ('Reads Q, K, V tiles into SRAM, computes the block, writes the O tile back to HBM.', True),
 ('Intermediate scores are kept in shared memory and registers, never in VRAM.', True),
 ('The K/V cache is read once per decode step; each head writes one output vector.', True),
 ('Q tile loaded to SMEM once; K and V double-buffered from global memory; O stored at the end.', True),
 ('Row statistics (m, l) are written per row so that the backward can recompute P.', True),
 ('IO-aware kernel: S is computed tile by tile in SRAM and discarded after PV.', True),
 ('HBM accesses reduced by up to 9x.', False),
 ('Memory efficient: O(N) memory instead of O(N^2).', False),
 ('Uses tiling to reduce memory reads and writes.', False),
 ('Data is moved between HBM and SRAM.', False),
 ('The kernel fuses operations.', False),
]


@pytest.mark.parametrize("text,expected", ROUND33)
def test_claim_round33(text, expected):
    res = next(c for c in grade(normalize({"memoryTraffic": text}), RUBRIC).criteria if c.id == "memoryTraffic")
    assert res.passed is expected, res.feedback



# Round 34 (trade-offs, graded before its change: 9 / 12): lanes that compute zeros, a long tail, running at
# half speed.
ROUND34 = [
 ("Because the whole row's statistics must be known before normalising, the epilogue waits for the last KV tile, which serialises the tail of each CTA.", True),
 ('Triton picks the layout itself; at d = 96 it pads to 128, so a quarter of the MMA lanes compute zeros.', True),
 ('Skipping fully masked causal blocks makes the per-CTA work depend on the query index, so a naive grid order finishes the early rows first and leaves a long tail.', True),
 ('Storing K and V in fp8 halves the cache, but every tile must be dequantised before the MMA, which adds ALU work in the inner loop.', True),
 ('Large BLOCK_M cuts K/V re-reads, yet with fewer query blocks a short prompt launches too few CTAs to cover 132 SMs.', True),
 ('Every extra pipeline stage costs one more K/V buffer, so at d = 256 three stages overflow shared memory.', True),
 ('The backward kernel must hold dK and dV accumulators for its KV block in registers as well as the recomputed P, which doubles register pressure compared with the forward.', True),
 ('On AMD GPUs the 64-wide wavefront changes the best tile shape, so the NVIDIA configs run at half speed there.', True),
 ('Trade-offs exist.', False),
 ('The backward pass is more complex.', False),
 ('Higher throughput.', False),
 ('Tile sizes matter for performance.', False),
]


@pytest.mark.parametrize("text,expected", ROUND34)
def test_claim_round34(text, expected):
    res = next(c for c in grade(normalize({"tradeOff": text}), RUBRIC).criteria if c.id == "failureModeOrTradeOff")
    assert res.passed is expected, res.feedback



# Round 35 (precision after the third round's new costs and relations: weak entries that must still fail,
# 22 / 22 before and after).
ROUND35 = [
 (_T, 'Bigger tiles take more shared memory but are faster.', True),
 (_T, 'It is slow.', False),
 (_T, 'The kernel is memory bound.', False),
 (_T, 'Performance drops sometimes.', False),
 (_T, 'Uses more shared memory.', False),
 (_T, 'The backward pass costs more.', False),
 (_T, 'Might not work on all GPUs.', False),
 (_T, 'Compile time.', False),
 (_T, 'Lower precision.', False),
 (_T, 'Register pressure, spills, occupancy.', False),
 (_T, 'Smaller tiles leave more room for other CTAs, which is good for occupancy.', False),
 (_T, 'FlashAttention avoids the N x N matrix, which saves memory.', False),
 (_T, 'Subtracting the max prevents overflow.', False),
 (_T, 'Using fp32 accumulators avoids precision loss.', False),
 (_T, 'We chose 64 to avoid spills and keep occupancy high.', False),
 (_T, 'Double buffering hides the load latency.', False),
 (_T, 'Not yet optimised for inference.', False),
 (_M, 'Efficient memory access patterns.', False),
 (_M, 'Shared memory is used.', False),
 (_N, 'Numerically stable softmax.', False),
 (_N, 'Online softmax and fp32.', False),
 ("tiling", 'Tiling with blocks.', False),
]


@pytest.mark.parametrize("key,text,expected", ROUND35)
def test_claim_round35(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback



# Round 36 (the score matrix named as the product, graded before its change: 3 / 6): "QK^T is never
# written to HBM", "the KQ product stays in shared memory", "softmax(QK^T) is kept in registers".
ROUND36 = [
 (_M, 'QK^T is never written to HBM; it lives in registers until PV.', True),
 (_M, 'The KQ product stays in shared memory and is never stored to global memory.', True),
 (_M, 'Q@K.T never leaves the SM; only O goes to HBM.', True),
 (_M, 'The logits tile is consumed on chip and never stored.', True),
 (_M, 'softmax(QK^T) is kept in registers and never written out to HBM.', True),
 (_M, 'QK^T is written to HBM and read back by the softmax kernel.', False),
]


@pytest.mark.parametrize("key,text,expected", ROUND36)
def test_claim_round36(key, text, expected):
    cid = "failureModeOrTradeOff" if key == "tradeOff" else key
    res = next(c for c in grade(normalize({key: text}), RUBRIC).criteria if c.id == cid)
    assert res.passed is expected, res.feedback



# Round 37 (block sizes as code identifiers, graded before its change: 6 / 9): block_q = 128,
# blockSizeKV = 32, q_block_size=128 (any identifier naming a block or tile, set to a number).
ROUND37 = [
 ('block_q = 128, block_k = 128, block_b = 1.', True),
 ('blockSizeQ = 64 and blockSizeKV = 32 are shader constants.', True),
 ('BLOCK_Q: 64, BLOCK_KV: 64, num_warps: 4.', True),
 ('q_block_size=128, kv_block_size=64 per program.', True),
 ('tile_q = 32 rows, tile_kv = 16 rows at d = 128.', True),
 ('Bq = 64 query rows per threadgroup; Bk = 32 keys per step.', True),
 ('BLOCK_SEQ = 128 tokens per split, one program per split.', True),
 ('The block sizes are template parameters.', False),
 ('kBlockM and kBlockN are chosen by a heuristic.', False),
]


@pytest.mark.parametrize("text,expected", ROUND37)
def test_claim_round37(text, expected):
    res = next(c for c in grade(normalize({"tiling": text}), RUBRIC).criteria if c.id == "tiling")
    assert res.passed is expected, res.feedback



# Round 38 (trade-offs, graded before its change: 9 / 11): results that arrive out of order and need atomics,
# tiles left partially filled.
ROUND38 = [
 ('Keeping the full Q block resident means at most two CTAs can co-reside per SM at d = 128, which limits latency hiding.', True),
 ('In the backward every KV block walks all query blocks, so dQ contributions arrive out of order and need atomic adds in fp32.', True),
 ('Fusing the mask into the kernel means a separate kernel variant per mask type, multiplying compile time.', True),
 ('On GPUs without async copy (pre-Ampere) the loads cannot overlap the MMAs, so the kernel is latency bound.', True),
 ('The custom kernel breaks torch.compile graph capture unless it is registered as an op, so it adds integration work.', True),
 ('Since each CTA owns a whole query block, a batch of very short prompts leaves most CTAs with a single partially filled tile.', True),
 ('Using bf16 for P before the PV matmul drops mantissa bits, so the output differs from an fp32 reference by ~1e-3.', True),
 ('A 2-pass split-KV for decode trades one kernel for two and writes partial results that the second pass must read.', True),
 ('Our sliding-window kernel still iterates over the masked blocks, which wastes time proportional to N / window.', True),
 ('Shared memory bank conflicts appear when V is read column-wise with a 128-byte stride.', True),
 ('There might be overheads.', False),
]


@pytest.mark.parametrize("text,expected", ROUND38)
def test_claim_round38(text, expected):
    res = next(c for c in grade(normalize({"tradeOff": text}), RUBRIC).criteria if c.id == "failureModeOrTradeOff")
    assert res.passed is expected, res.feedback



# Round 39 (memory traffic in kernel notes, 10 / 10 before any change).
ROUND39 = [
 ('Per program: load one Q block, loop over all K/V blocks, store one O block and its lse; the scores never leave the SM.', True),
 ('Global memory is touched for Q/K/V reads and the final O/LSE writes only.', True),
 ('S = QK^T and P = softmax(S) exist only inside the loop body as register tiles.', True),
 ('The decode kernel streams the KV cache from HBM once per step and keeps the logits in shared memory.', True),
 ('Memory footprint: O(N) for the lse, no O(N^2) buffer.', True),
 ('In the backward, dS and dP are recomputed per tile and never stored; dQ, dK, dV are written once.', True),
 ('Only the output goes to global memory; attention weights are discarded after use.', True),
 ('FlashAttention is IO-aware and therefore faster.', False),
 ('It reduces memory access.', False),
 ('Keeps everything in cache.', False),
]


@pytest.mark.parametrize("text,expected", ROUND39)
def test_claim_round39(text, expected):
    res = next(c for c in grade(normalize({"memoryTraffic": text}), RUBRIC).criteria if c.id == "memoryTraffic")
    assert res.passed is expected, res.feedback
