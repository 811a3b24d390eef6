"""Trade-off composition, fourth round (issue 8): classes of costs, causes and relations the engine did not
compose on real writing (blind4, dev_d, dev_e), each as a paraphrase family written in other words, with
near misses that must still fail (a bare cost, a cost with no cause, a technique that is not a cost).
See docs/grading-standard.md, "Calibration"."""

from __future__ import annotations

import pytest

from workbench.outline.model import normalize
from workbench.rubric.engine import grade
from workbench.rubric.load import load_rubric

RUBRIC = load_rubric()

FAMILIES = [
    ('For head dims above 256 SDPA falls back to the math backend, which materialises the N x N scores and is much slower.', True),
    ('Only bf16 on sm80+: fp32 inputs fall back to the eager kernel, which keeps the whole attention matrix.', True),
    ('Without tensor-core support the shader falls back to the scalar loop, which is several times slower because each thread does one dot product.', True),
    ('On older GPUs the library falls back to a generic kernel, which is 3x slower.', True),
    ('Unsupported shapes fall back to the unfused path, so long sequences run out of memory.', True),
    ('It can fall back to the math kernel.', False),
    ('The kernel falls back to smaller tiles.', False),
    ('The deterministic backward serialises the dQ reduction instead of using atomics, which makes the backward slower.', True),
    ('Causal masking leaves the last query blocks with the most KV blocks, so those CTAs run about twice as long.', True),
    ('Splitting the causal loop into two stages duplicates the inner-loop code and makes the kernel compile for longer.', True),
    ('It is slower.', False),
    ('The backward is several times slower.', False),
    ('INT8 QK^T adds quantisation error, larger when K has outlier channels.', True),
    ('In bf16 the output differs from the fp32 reference by more, because O is rounded again after every K/V block.', True),
    ('Delayed scaling reuses an old amax; if the score distribution jumps, values saturate at 448.', True),
    ('Quantisation error.', False),
    ('Values may saturate.', False),
    ('BEAM search takes minutes per shape because every candidate kernel is compiled and timed.', True),
    ('Autotuning takes seconds on first call, as every config is compiled.', True),
    ('Compile time is long and autotuning is slow.', False),
    ('Compilation takes minutes.', False),
    ('Pages are not contiguous, so each 16-token block is a separate gather and the loads are less coalesced.', True),
    ('When d grows toward the SRAM size the blocks get tiny, so the IO benefit shrinks.', True),
    ('At d = 256 the fp32 accumulator cannot be held in registers, so every rescale is a shared-memory read-modify-write.', True),
    ('FA3 only on Hopper: it needs TMA and wgmma, which older GPUs lack.', True),
    ('The loads are coalesced.', False),
    ('Blocks get tiny.', False),
    ('Extra cost: the backward recomputes S from Q and K since P was dropped.', True),
    ('The price: the backward pass recomputes the scores because P is never stored.', True),
    ('Downside: P is not saved, so the backward has to recompute QK^T for every tile.', True),
    ('Recomputing attention scores from the saved logsumexp rather than storing the softmax matrix.', False),
    ('Recomputation.', False),
    ('The backward recomputes S.', False),
    ('The two passes mean K is read twice from HBM for every query block.', True),
    ('Two passes over K/V mean every K tile is loaded twice from HBM.', True),
    ('Two passes.', False),
    ('With head dim 128 and BLOCK_DMODEL = 64 only half of q is used and the output is silently wrong.', True),
    ('If the RNG offset is not advanced, the backward draws a different dropout mask and the gradients are wrong.', True),
    ('The output is wrong.', False),
]

# Other languages: the cost, cause and relation words, rewritten to English by the rubric's synonyms.
OTHER_LANGUAGES = [
    ('缺点：反向要重算 QK^T，计算量增加大约一次 GEMM。', True),
    ('反向不存 P，需要重新计算 S，多了一次 QK^T 的计算量。', True),
    ('FP8 下 WGMMA 要求 V 是 k-major 布局，需要在 kernel 里额外转置 V。', True),
    ('逆伝播では P を保存しないので、QK^T を再計算する必要があり、計算が増える。', True),
    ('まな板が小さい(A100 で 192KB)ので、d = 256 だとブロックを 32 行まで小さくする必要があり、Tensor Core の効率が落ちる。', True),
    ('역전파 때 P를 저장하지 않았기 때문에 S를 다시 계산 → FLOPs 증가.', True),
    ('블록이 작으면 K, V를 다시 읽어야 해서 HBM 읽기가 늘어난다.', True),
    ('El coste: en el backward hay que recalcular los bloques de QK^T porque A no se guardó, lo que añade FLOPs.', True),
    ('Para secuencias cortas (L ≤ 256) la matriz cabe en la caché L2 y el kernel fusionado apenas gana.', True),
    ("Le coût : la rétropropagation recalcule S et P tuile par tuile, parce qu'on n'a pas gardé P.", True),
    ('Nachteil: eine neue Kopfdimension braucht eigene Tile-Größen, weil der Shared Memory sonst nicht reicht.', True),
    ('Подводный камень: выход матричного ядра перемешан в регистрах, поэтому перед softmax нужен лишний шаг переупорядочивания.', True),
    ('缺点。', False),
    ('重算。', False),
    ('El coste.', False),
    ('Nachteil: es ist komplex.', False),
]

# The approximate misconception in other words: the speed does not come from lower precision.
PRECISION_SPEED = [
    ("FP8 is where the speed comes from: FlashAttention is faster because it runs in lower precision.", False),
    ("FlashAttention is fast because it computes in low precision.", False),
    ("bf16 is what makes the speed-up: the kernel is faster because it uses half precision.", False),
    ("FP8 halves the bytes of K and V, so the scores lose about two decimal digits of precision.", True),
]


def _tradeoff(text: str):
    return next(c for c in grade(normalize({"tradeOff": text}), RUBRIC, backstop=False).criteria
                if c.id == "failureModeOrTradeOff")


@pytest.mark.parametrize("text,expected", FAMILIES + OTHER_LANGUAGES + PRECISION_SPEED)
def test_tradeoff_round4(text, expected):
    res = _tradeoff(text)
    assert res.passed is expected, res.feedback
