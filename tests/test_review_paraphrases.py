"""Paraphrase families for the review exercise's rubric (exercises/review/rubric.yaml).

Each criterion's concept is a composition of small lexicons (memory level x IO word x reduction
word; the N×N matrix under its names x never stored / kept on chip; memory-bound, the speed gap,
sizes, fusion with its effect), so a claim must be recognised however it is worded, and the
near-misses the standard fails (vague, capacity, baseline only, misconceptions) must stay failed.
"""

from __future__ import annotations

import pytest

from workbench.exercise import get
from workbench.outline.model import normalize
from workbench.rubric.engine import grade
from workbench.rubric.load import load_rubric

EXERCISE = get("review")
RUBRIC = load_rubric(EXERCISE.rubric_path, exercise=EXERCISE)


def verdicts(text: str) -> dict[str, bool]:
    report = grade(normalize(text, contract=EXERCISE.contract), RUBRIC, exercise=EXERCISE)
    return {c.id: c.passed for c in report.criteria}


IO_PASS = [
    "The speed comes from far fewer HBM reads and writes; the FLOPs are identical.",
    "It minimises traffic to global memory: the arithmetic is the same.",
    "FlashAttention cuts the number of DRAM accesses, not the math.",
    "Far less data goes over the HBM bus, which is where the time went.",
    "It avoids reading the same blocks from VRAM twice.",
    "It reads Q, K and V from GPU main memory only once and writes O once.",
    "The win is data movement: it moves much less data between off-chip memory and shared memory.",
    "HBM traffic drops by roughly an order of magnitude.",
    "It saves bytes. Naive attention writes the scores to HBM and reads them back.",
    "Those round trips through HBM simply never happen, so the same math runs faster.",
    'Fewer trips to HBM is the whole story.',
    'It touches global memory far less often.',
    'The kernel hits DRAM much less.',
    "Memory traffic to VRAM goes way down, the math doesn't change.",
    'Less back-and-forth with HBM.',
    'It is all about IO: fewer bytes cross between GPU memory and SRAM.',
    'It reduces the amount of data shuffled to and from high-bandwidth memory.',
    'The savings come from not moving the attention matrix in and out of HBM.',
    'The bytes read from and written to HBM shrink a lot.',
    'It loads each block into SRAM once instead of reloading it from HBM.',
    "The acceleration comes from reducing accesses to the GPU's global memory.",
    'It lowers the memory I/O with HBM a lot.',
    'FlashAttention decreases the read/write volume to HBM.',
    'By tiling it greatly reduces HBM read/write.',
    'It minimizes data transfer from VRAM.',
    'The main saving is in HBM bandwidth consumption.',
    'Fewer memory round trips to DRAM.',
    'It cuts down on expensive trips to global memory.',
    'The number of times data goes to and from HBM is much smaller.',
]
IO_FAIL = [
    "It reduces memory reads and writes.",  # no level named
    "It uses O(N) memory instead of O(N^2), so it is faster.",  # capacity
    "It is optimised for the GPU and uses the hardware better than PyTorch.",
    "Mostly tensor cores; it also saves a bit of HBM traffic.",  # IO a side note
    "The online softmax needs fewer operations, so it does less work. It also writes the N×N matrix to HBM once.",
    'It avoids unnecessary memory movement.',
    'It optimises memory access patterns.',
    'It is IO-aware.',
    'FlashAttention uses less memory, so it is faster.',
    'The speed comes mostly from tensor cores and better parallelism.',
    'It launches fewer kernels.',
    'It uses HBM, SRAM, tiling and fusion.',
    'It uses fp16, which halves the bytes.',
]

MAT_PASS = [
    "S and P never leave SRAM; each tile is used for PV and discarded.",
    "Unlike naive attention, it never writes the N x N score matrix to HBM.",
    "The big intermediate attention matrix is never materialised in global memory.",
    "It avoids storing the large intermediate attention matrix.",
    "The attention weight matrix never has to travel out to DRAM and back.",
    "Score tiles live in on-chip memory and are never written to HBM.",
    "The QK^T product is kept in shared memory tile by tile instead of going to HBM.",
    "It never puts the score matrix in GPU memory.",
    'The N^2 scores are never written out.',
    'The full softmax matrix is never stored anywhere in HBM.',
    'The attention scores exist only in registers and shared memory, a block at a time.',
    'There is no N×N matrix in HBM at any point.',
    'Q·K^T never hits global memory.',
    "It doesn't materialize the attention matrix.",
    'The n-by-n attention probabilities are computed on chip and thrown away after multiplying by V.',
    'Instead of writing S to HBM, it keeps each S block in SRAM.',
    'The huge N×N attention matrix is never created in HBM.',
    'It avoids writing the full N^2 attention scores back to GPU memory.',
    'The intermediate S and P matrices are never saved to global memory.',
    'It does not need to store the attention matrix in HBM.',
    'Scores are kept on-chip and never spilled.',
    'The softmax matrix stays in SRAM.',
    'No need to write the L×L score matrix to memory.',
]
MAT_FAIL = [
    "It reads Q, K, V once and writes O.",  # matrix not named
    "It writes each S tile to HBM as it goes.",  # s_written_to_hbm
    "FlashAttention reduces attention memory from quadratic to linear.",  # footprint only
    "Like linear attention, it never computes the N×N matrix.",  # never computed
    'Standard attention writes S and P to HBM several times.',
    'It uses tiling and the online softmax.',
    'Memory goes from O(N^2) to O(N).',
    'It writes the scores to HBM only once instead of twice.',
    'Each S block is spilled to HBM and read back for the softmax.',
    'It loads Q, K and V tiles into SRAM and keeps them there.',
    'It only writes the output O to HBM.',
]

CAUSE_PASS = [
    "Attention is memory-bound, so cutting HBM traffic is what saves time.",
    "Attention is bandwidth-bound: the tensor cores sit idle waiting for data from HBM.",
    "Most of the runtime goes into moving data to and from HBM, not into math.",
    "SRAM is about 10x faster than HBM, so working in SRAM saves time.",
    "HBM is an order of magnitude slower than SRAM.",
    "An HBM access costs hundreds of cycles vs a few for shared memory.",
    "HBM accesses fall from Θ(Nd + N^2) to Θ(N^2 d^2/M).",
    "QK^T, softmax and PV are fused into one kernel so the intermediates stay in SRAM.",
    "Global memory bandwidth (about 2 TB/s) is far below on-chip bandwidth (about 19 TB/s).",
    'Attention is limited by memory bandwidth rather than compute.',
    'The GPU can do math far faster than it can fetch data from HBM.',
    'Attention has low arithmetic intensity, so it is bandwidth-bound.',
    'On an A100, SRAM gives ~19 TB/s while HBM gives ~1.5 TB/s.',
    'Naive attention moves 40 GB through HBM while FlashAttention moves about 4 GB.',
    'HBM accesses drop roughly 9x.',
    'The operation is IO-bound, not compute-bound.',
    'Fusing the three steps into one kernel means S and P never round-trip through HBM.',
    'Shared memory is roughly an order of magnitude faster than DRAM.',
    'Compute is cheap; moving bytes from HBM is what costs time.',
    'Attention is memory-bandwidth limited on modern GPUs.',
    'The bottleneck is reading and writing HBM, not FLOPs.',
    'GPU compute grew much faster than memory bandwidth.',
    'On-chip SRAM has much higher bandwidth than HBM.',
    'HBM bandwidth is around 1.5 TB/s but SRAM is around 19 TB/s.',
    'Standard attention does Θ(Nd + N^2) HBM accesses, FlashAttention Θ(N^2 d^2 / M).',
    'Kernel fusion keeps the intermediate results in SRAM instead of writing them to HBM.',
    'The time is dominated by memory accesses, not computation.',
]
CAUSE_FAIL = [
    "It reduces HBM reads and writes, which is why it is faster.",  # no why, no size
    "It uses tiling so everything fits in fast SRAM.",  # a bare mechanism
    "It fuses the kernels.",  # fusion without its effect
    "SRAM is bigger than HBM, so the whole matrix fits on chip.",  # wrong cause
    'It reduces HBM reads and writes.',
    'It uses tiling and kernel fusion.',
    'It processes blocks that fit in fast SRAM.',
    'HBM accesses go from O(N^2) to O(N).',
    'SRAM is larger than HBM so everything fits.',
    'It is faster because it uses fewer kernel launches.',
    'HBM is slow.',
    'Standard attention is slow because it reads and writes the full matrix to GPU memory. FlashAttention computes in tiles.',
]

FLOPS_FAIL = [
    "It does fewer FLOPs than standard attention.",
    "It is nearly exact; the blockwise softmax adds tiny errors.",
    "It skips the scores that are close to zero.",
    "It avoids redundant work: ~99% of the computation is skipped.",
    "FP8 is half the bits of FP16, so you move twice the data: it works in low precision.",
    "It caches keys and values between generation steps so attention doesn't recompute them.",
    "It has lower time complexity than standard attention.",
    'It approximates the softmax with blocks, so it is much cheaper.',
    'It only attends to nearby tokens, which is why it is faster.',
    'It drops the small attention weights.',
    'Attention becomes O(N) instead of O(N^2) in time.',
    'It needs less computation because of tiling.',
    'FlashAttention computes fewer dot products.',
    'It uses int8 quantization for the scores, which is where the speed comes from.',
    'It prunes unimportant keys.',
    "It caches K and V from previous tokens so it doesn't recompute them.",
    'It uses a low-rank approximation of the attention matrix.',
    'Thanks to sparsity, most of the attention matrix is never computed.',
]
FLOPS_PASS = [
    "It is not fewer FLOPs, it is fewer bytes.",
    "Causal tiles above the diagonal are skipped (a real saving), but the dense speed-up is IO.",
    "The FLOPs are the same; the backward even recomputes S and P.",
    'It reduces the number of HBM memory operations; the FLOPs are identical.',
    'It saves time spent on memory operations, not on arithmetic.',
    'It cuts the work of moving data to HBM.',
    'It avoids redundant HBM reads and writes.',
    'Less time waiting on memory, same compute.',
    'It skips writing the score matrix to HBM.',
    'The computation is not reduced: every score is still computed.',
    'It runs in fp16 like the baseline; precision is not the source.',
    'The arithmetic is unchanged: it still computes all N^2 scores, just in tiles in SRAM.',
    'It reuses each K/V block loaded into SRAM against a whole Q block instead of re-reading HBM.',
]


@pytest.mark.parametrize("text", IO_PASS)
def test_io_source_paraphrases_pass(text):
    assert verdicts(text)["ioSource"], text


@pytest.mark.parametrize("text", IO_FAIL)
def test_io_source_near_misses_fail(text):
    assert not verdicts(text)["ioSource"], text


@pytest.mark.parametrize("text", MAT_PASS)
def test_no_materialisation_paraphrases_pass(text):
    assert verdicts(text)["noMaterialisation"], text


@pytest.mark.parametrize("text", MAT_FAIL)
def test_no_materialisation_near_misses_fail(text):
    assert not verdicts(text)["noMaterialisation"], text


@pytest.mark.parametrize("text", CAUSE_PASS)
def test_cause_paraphrases_pass(text):
    assert verdicts(text)["cause"], text


@pytest.mark.parametrize("text", CAUSE_FAIL)
def test_cause_near_misses_fail(text):
    assert not verdicts(text)["cause"], text


@pytest.mark.parametrize("text", FLOPS_FAIL)
def test_fewer_flops_misconceptions_fail(text):
    assert not verdicts(text)["noFewerFlops"], text


@pytest.mark.parametrize("text", FLOPS_PASS)
def test_true_statements_about_flops_pass(text):
    assert verdicts(text)["noFewerFlops"], text
