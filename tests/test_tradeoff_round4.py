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
    ("tradeOff", 'For head dims above 256 SDPA falls back to the math backend, which materialises the N x N scores and is much slower.', True),
    ("tradeOff", 'Only bf16 on sm80+: fp32 inputs fall back to the eager kernel, which keeps the whole attention matrix.', True),
    ("tradeOff", 'Without tensor-core support the shader falls back to the scalar loop, which is several times slower because each thread does one dot product.', True),
    ("tradeOff", 'On older GPUs the library falls back to a generic kernel, which is 3x slower.', True),
    ("tradeOff", 'Unsupported shapes fall back to the unfused path, so long sequences run out of memory.', True),
    ("tradeOff", 'It can fall back to the math kernel.', False),
    ("tradeOff", 'The kernel falls back to smaller tiles.', False),
    ("tradeOff", 'The deterministic backward serialises the dQ reduction instead of using atomics, which makes the backward slower.', True),
    ("tradeOff", 'Causal masking leaves the last query blocks with the most KV blocks, so those CTAs run about twice as long.', True),
    ("tradeOff", 'Splitting the causal loop into two stages duplicates the inner-loop code and makes the kernel compile for longer.', True),
    ("tradeOff", 'It is slower.', False),
    ("tradeOff", 'The backward is several times slower.', False),
    ("tradeOff", 'INT8 QK^T adds quantisation error, larger when K has outlier channels.', True),
    ("tradeOff", 'In bf16 the output differs from the fp32 reference by more, because O is rounded again after every K/V block.', True),
    ("tradeOff", 'Delayed scaling reuses an old amax; if the score distribution jumps, values saturate at 448.', True),
    ("tradeOff", 'Quantisation error.', False),
    ("tradeOff", 'Values may saturate.', False),
    ("tradeOff", 'BEAM search takes minutes per shape because every candidate kernel is compiled and timed.', True),
    ("tradeOff", 'Autotuning takes seconds on first call, as every config is compiled.', True),
    ("tradeOff", 'Compile time is long and autotuning is slow.', False),
    ("tradeOff", 'Compilation takes minutes.', False),
    ("tradeOff", 'Pages are not contiguous, so each 16-token block is a separate gather and the loads are less coalesced.', True),
    ("tradeOff", 'When d grows toward the SRAM size the blocks get tiny, so the IO benefit shrinks.', True),
    ("tradeOff", 'At d = 256 the fp32 accumulator cannot be held in registers, so every rescale is a shared-memory read-modify-write.', True),
    ("tradeOff", 'FA3 only on Hopper: it needs TMA and wgmma, which older GPUs lack.', True),
    ("tradeOff", 'Random block-sparse masks break coalesced loads, so the kernel gets lower bandwidth.', True),
    ("tradeOff", 'The loads are coalesced.', False),
    ("tradeOff", 'The kernel gets lower bandwidth.', False),
    ("tradeOff", 'Blocks get tiny.', False),
    ("tradeOff", 'Extra cost: the backward recomputes S from Q and K since P was dropped.', True),
    ("tradeOff", 'The price: the backward pass recomputes the scores because P is never stored.', True),
    ("tradeOff", 'Downside: P is not saved, so the backward has to recompute QK^T for every tile.', True),
    ("tradeOff", 'Recomputing attention scores from the saved logsumexp rather than storing the softmax matrix.', False),
    ("tradeOff", 'Recomputation.', False),
    ("tradeOff", 'The backward recomputes S.', False),
    ("tradeOff", 'The two passes mean K is read twice from HBM for every query block.', True),
    ("tradeOff", 'Two passes over K/V mean every K tile is loaded twice from HBM.', True),
    ("tradeOff", 'Two passes.', False),
    ("tradeOff", 'With head dim 128 and BLOCK_DMODEL = 64 only half of q is used and the output is silently wrong.', True),
    ("tradeOff", 'If the RNG offset is not advanced, the backward draws a different dropout mask and the gradients are wrong.', True),
    ("tradeOff", 'The output is wrong.', False),
]

# Written before the last changes as a check (14 of 17 passed); the three misses became these classes:
# extra compares, time added by autotuning with its cause, a GPU with less SRAM as the condition.
FAMILIES += [
    ("tradeOff", "With causal masking the diagonal tiles need the mask while the others don't, so warps in diagonal tiles do extra compares.", True),
    ("tradeOff", "Autotuning over 40 configs adds around a minute to the first call.", True),
    ("tradeOff", "On GPUs with less SRAM, such as the T4, the tiles have to be smaller and the speed-up shrinks.", True),
    ("tradeOff", "Autotuning adds a minute.", False),
    ("tradeOff", "GPUs with less SRAM.", False),
    ("tradeOff", "The diagonal tiles do extra compares.", False),
]

# Other languages: the cost, cause and relation words, rewritten to English by the rubric's synonyms.
OTHER_LANGUAGES = [
    ("tradeOff", '缺点：反向要重算 QK^T，计算量增加大约一次 GEMM。', True),
    ("tradeOff", '反向不存 P，需要重新计算 S，多了一次 QK^T 的计算量。', True),
    ("tradeOff", 'FP8 下 WGMMA 要求 V 是 k-major 布局，需要在 kernel 里额外转置 V。', True),
    ("tradeOff", '逆伝播では P を保存しないので、QK^T を再計算する必要があり、計算が増える。', True),
    ("tradeOff", 'まな板が小さい(A100 で 192KB)ので、d = 256 だとブロックを 32 行まで小さくする必要があり、Tensor Core の効率が落ちる。', True),
    ("tradeOff", '역전파 때 P를 저장하지 않았기 때문에 S를 다시 계산 → FLOPs 증가.', True),
    ("tradeOff", '블록이 작으면 K, V를 다시 읽어야 해서 HBM 읽기가 늘어난다.', True),
    ("tradeOff", 'El coste: en el backward hay que recalcular los bloques de QK^T porque A no se guardó, lo que añade FLOPs.', True),
    ("tradeOff", 'Para secuencias cortas (L ≤ 256) la matriz cabe en la caché L2 y el kernel fusionado apenas gana.', True),
    ("tradeOff", "Le coût : la rétropropagation recalcule S et P tuile par tuile, parce qu'on n'a pas gardé P.", True),
    ("tradeOff", 'Nachteil: eine neue Kopfdimension braucht eigene Tile-Größen, weil der Shared Memory sonst nicht reicht.', True),
    ("tradeOff", 'Подводный камень: выход матричного ядра перемешан в регистрах, поэтому перед softmax нужен лишний шаг переупорядочивания.', True),
    ("tradeOff", '缺点。', False),
    ("tradeOff", '重算。', False),
    ("tradeOff", 'El coste.', False),
    ("tradeOff", 'Nachteil: es ist komplex.', False),
]

# The approximate misconception in other words: the speed does not come from lower precision.
PRECISION_SPEED = [
    ("tradeOff", "FP8 is where the speed comes from: FlashAttention is faster because it runs in lower precision.", False),
    ("tradeOff", "FlashAttention is fast because it computes in low precision.", False),
    ("tradeOff", "bf16 is what makes the speed-up: the kernel is faster because it uses half precision.", False),
    ("tradeOff", "FP8 halves the bytes of K and V, so the scores lose about two decimal digits of precision.", True),
]


def _tradeoff(key: str, text: str):
    return next(c for c in grade(normalize({key: text}), RUBRIC, backstop=False).criteria
                if c.id == "failureModeOrTradeOff")


@pytest.mark.parametrize("key,text,expected", FAMILIES + OTHER_LANGUAGES + PRECISION_SPEED)
def test_tradeoff_round4(key, text, expected):
    res = _tradeoff(key, text)
    assert res.passed is expected, res.feedback
