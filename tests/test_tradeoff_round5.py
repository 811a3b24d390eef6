"""Trade-off composition, fifth round (issue 8): classes the engine did not compose on real writing of a
blind split (blind5), each as a paraphrase family written in other words, with near misses that must still
fail (a bare cost, a benefit only, a cost with no cause). Graded with the learned backstop off, so the rules
themselves are tested. See docs/grading-standard.md, "Calibration"."""

from __future__ import annotations

import pytest

from workbench.outline.model import normalize
from workbench.rubric.engine import grade
from workbench.rubric.load import load_rubric

RUBRIC = load_rubric()

# A cost said in a past or participial form, or as a resource that grows by a factor: "failed to allocate",
# "would multiply the bytes read", "costs some speed", "uses O(N^2) memory", "a small fraction of peak".
COST_FORMS = [
    ("tradeOff", "The old backward kept a dS buffer quadratic in the sequence length, so 64k-token batches failed to allocate.", True),
    ("tradeOff", "Copying K and V once per query head would multiply the bytes read from HBM by the group size.", True),
    ("tradeOff", "Serialising the dQ accumulation across CTAs keeps results deterministic, which costs some speed.", True),
    ("tradeOff", "If the mask is not supported the eager path runs instead, which uses O(N^2) memory for the scores.", True),
    ("tradeOff", "Because each lane does scalar multiply-adds, the tensor cores sit unused and the matmuls reach a small fraction of peak.", True),
    ("tradeOff", "Handing causal tiles out in order means the CUs with the last q-tiles finish long after the others.", True),
    ("tradeOff", "It failed.", False),
    ("tradeOff", "This costs some speed.", False),
    ("tradeOff", "The fused kernel reads far fewer bytes from HBM than the eager path.", False),
]

# A cost sentence that points back at its cause in the sentence before: "...; the cost is an extra pass",
# "... This costs a second kernel launch."
ANAPHORIC = [
    ("tradeOff", "FP4 blocks are scaled by their largest value, so one outlier zeroes the rest of the block; the cost is an extra smoothing pre-pass over K.", True),
    ("tradeOff", "Split-KV writes a partial O per split. The price is a second kernel that merges the partials.", True),
    ("tradeOff", "With d = 256 the K and V tiles no longer fit twice in shared memory. The consequence is a single buffer and stalls on every load.", True),
    ("tradeOff", "The backward does not keep P. This means an extra QK^T matmul per tile.", True),
    ("tradeOff", "Decode has one query row per head. The downside is that most of the 64-row MMA tile is padding work wasted.", True),
    ("tradeOff", "The kernel is fast. The cost is small.", False),
    ("tradeOff", "We tile Q into 128-row blocks. The price is worth it.", False),
]

# A mapping entry whose "cost:" field names the cost and whose "cause:" field names the cause.
COST_FIELD = [
    ("tradeOff", "cost: a merge kernel over the splits\ncause: more KV splits mean more partial outputs to combine", True),
    ("tradeOff", "cost: extra launch per layer\ncause: the three-phase split-k design", True),
    ("tradeOff", "drawback: spills in the softmax loop\ncause: a 128 x 128 fp32 S tile in registers", True),
    ("tradeOff", "cost: slower backward\nwhy: the deterministic mode serialises the dQ adds", True),
    ("tradeOff", "price: one more pass over K\nreason: the two-pass max", True),
    ("tradeOff", "cost: none\ncause: none", False),
    ("tradeOff", "cost: memory\nbenefit: speed", False),
]


def _criterion(key: str, text: str, criterion: str = "failureModeOrTradeOff"):
    return next(c for c in grade(normalize({key: text}), RUBRIC, backstop=False).criteria if c.id == criterion)


# A design choice with its benefit, then "but" and the cost it brings: the choice is the cause.
BUT_COST = [
    ("tradeOff", "The deterministic backward drops the dQ atomics for a separate pass, but the backward gets slower.", True),
    ("tradeOff", "Splitting K/V into 16 chunks fills the SMs at decode, but every chunk writes a partial O and needs an extra merge kernel.", True),
    ("tradeOff", "Keeping the fp32 accumulator for a 128-row tile in registers avoids SRAM traffic, but it causes spills at d = 256.", True),
    ("tradeOff", "Ping-pong warpgroups overlap softmax with the matmuls, however the extra synchronization adds latency.", True),
    ("tradeOff", "Padding the sequence to a multiple of 128 keeps the loop simple but wastes work on the padded rows.", True),
    ("tradeOff", "The kernel is fast but complex.", False),
    ("tradeOff", "Tiling keeps S on chip but the output is still written to HBM.", False),
    ("tradeOff", "It works, but it is slower.", False),
]

# Other languages: the same cost / cause / relation words in the languages learners write in.
OTHER_LANGUAGES = [
    ("tradeOff", "Детерминированный режим убирает атомики, но backward становится медленнее.", True),
    ("tradeOff", "Bc を大きくするとレジスタが足りなくなり、スピルして遅くなる。", True),
    ("tradeOff", "Con d = 256 las tiles de K/V no caben en memoria compartida, así que hace falta un kernel extra de reducción.", True),
    ("tradeOff", "Avec des tuiles de 128 lignes, K et V ne tiennent plus dans la mémoire partagée, donc ils sont relus deux fois.", True),
    ("tradeOff", "Przy masce przyczynowej ostatnie bloki Q mają więcej pracy, więc SM-y są nierówno obciążone i część SM czeka bezczynnie.", True),
    ("tradeOff", "因果マスクでは後半のブロックほど仕事が多いので、SM の負荷が不均衡になる。", True),
    ("tradeOff", "Backward становится медленнее.", False),
    ("tradeOff", "スピルする。", False),
]


# near misses found on real writing: a lever field after "cost:" that is a benefit, a mode that "costs
# performance" with no reason given
NEAR_MISSES = [
    ("tradeOff", "cost: bigger tiles\nresult: bigger tiles help occupancy", False),
    ("tradeOff", "The deterministic mode costs throughput.", False),
    ("tradeOff", "Splitting KV costs a little.", False),
]


# The other criteria's classes from the same split: an IO figure per query tile is not the kernel's total;
# a linear total or an /M^2 exponent is the wrong-IO misconception; the row max taken first, then subtracted;
# "stream-K" is a work decomposition, not K streamed; memory, negation and rescale words of other languages.
OTHER_CRITERIA = [
    ("memoryTraffic", "Each q tile reads all of K and V once, so HBM traffic is O(N d) per q tile; S stays in SRAM and is never written to HBM.", True),
    ("memoryTraffic", "Per query block the kernel reads O(N d) bytes of K/V; scores never leave shared memory.", True),
    ("memoryTraffic", "S is never written to HBM, so the whole kernel moves O(Nd) bytes in total.", False),
    ("memoryTraffic", "HBM accesses drop to O(N^2 d / M^2) since every tile is reused; S never goes to HBM.", False),
    ("memoryTraffic", "HBM accesses are O(N^2 d^2 / M); S never leaves SRAM.", True),
    ("memoryTraffic", "Não escrevemos S na HBM: cada tile de scores fica na memória compartilhada; só O volta para a HBM.", True),
    ("numericalStability", "Row max first (the whole row is in shared memory), then subtract it, exp, sum and divide, in fp32.", True),
    ("numericalStability", "Take the maximum of the row first, then exp of each score minus it, then normalise by the sum.", True),
    ("numericalStability", "Compute exp first, then the sum, then normalise.", False),
    ("tiling", "Use a stream-K style decomposition to spread the work evenly.", False),
]


@pytest.mark.parametrize("key,text,expected", OTHER_CRITERIA)
def test_round5_other_criteria(key, text, expected):
    res = _criterion(key, text, key)
    assert res.passed is expected, res.feedback


# A fallback path is a mechanism, so it can be the cause of what it costs; "this costs" in other languages.
FALLBACK = [
    ("tradeOff", "Masks the fused kernel cannot express make PyTorch fall back to the math path, which uses O(N^2) memory.", True),
    ("tradeOff", "Unsupported head sizes hit the fallback, and the fallback materialises the full scores, so memory grows quadratically.", True),
    ("tradeOff", "On fp32 inputs SDPA falls back to the math kernel, which is 4x slower.", True),
    ("tradeOff", "Dividimos K/V em 8 partes para decode; isso custa um segundo kernel de redução.", True),
    ("tradeOff", "Il y a un fallback.", False),
    ("tradeOff", "SDPA can fall back to math.", False),
]


def test_round5_tpu_vmem_tile_is_not_fitted_to_gpu_shared_memory():
    """A Pallas TPU design's 512 x 512 tiles live in VMEM (tens of MiB), not in a GPU's 227 KiB; naming a GPU
    brings the GPU budget back."""
    tpu = "block_q = 512, block_kv = 512, head_dim = 128; the kv axis is innermost so the accumulators stay in VMEM scratch on the TPU."
    gpu = "block_q = 512, block_kv = 512, head_dim = 128 on the H100; the kv axis is innermost so the accumulators stay in shared memory."
    assert _criterion("tiling", tpu, "tiling").passed, _criterion("tiling", tpu, "tiling").feedback
    assert not _criterion("tiling", gpu, "tiling").passed


# A long condition opening its clause ("If X (e.g. ...), Y"): the cost after the comma is still in reach.
LONG_CONDITION = [
    ("tradeOff", "The dropout mask is rebuilt from the RNG seed and offset; if the offset is not advanced between replays (for example when a captured CUDA graph is replayed twice in a row), the backward sees another mask and the gradients are silently wrong.", True),
    ("tradeOff", "When the sequence lengths inside one packed batch differ by a lot (say one 32k-token document next to hundreds of short chat turns of a few dozen tokens), the CTAs holding the long one finish last and the rest sit idle.", True),
    ("tradeOff", "If the offset is captured differently in a replayed graph that never advances the generator state between two steps, nothing happens.", False),
]


# "trades a small accuracy loss for the speed" is the approximate misconception, however small the loss
APPROXIMATE = [
    ("tradeOff", "FlashAttention trades a slight accuracy drop for its speed-up.", False),
    ("tradeOff", "It trades a small accuracy loss for speed, which is fine for inference.", False),
    ("tradeOff", "The kernel trades a minor exactness loss for lower memory use.", False),
]


# data that is loaded and then masked out or discarded is wasted work
WASTED_LOADS = [
    ("tradeOff", "With 128-wide blocks, a 100-token sliding window still spans two partial blocks per row, so much of the loaded data is masked out anyway.", True),
    ("tradeOff", "Because the causal diagonal tile is loaded whole, half of the fetched keys are discarded.", True),
    ("tradeOff", "Padding the last tile means the loaded values beyond N end up masked, so that bandwidth is wasted.", True),
    ("tradeOff", "The loaded data is masked out.", False),
]


JAPANESE_CONDITION = [
    ("tradeOff", "因果マスクでは後半の Q ブロックほど仕事が多く、SM の負荷が偏る。", True),
    ("tradeOff", "d = 256 では K/V タイルが共有メモリに入らず、スピルする。", True),
    ("tradeOff", "SRAM では S を保持する。", False),
]


TRADEOFF_FAMILIES = (COST_FORMS + ANAPHORIC + COST_FIELD + BUT_COST + OTHER_LANGUAGES + NEAR_MISSES + FALLBACK
                     + LONG_CONDITION + APPROXIMATE + WASTED_LOADS + JAPANESE_CONDITION)


@pytest.mark.parametrize("key,text,expected", TRADEOFF_FAMILIES)
def test_tradeoff_round5(key, text, expected):
    res = _criterion(key, text)
    assert res.passed is expected, res.feedback
