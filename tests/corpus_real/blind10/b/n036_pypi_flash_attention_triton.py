# Sources: S36 (paraphrase / learner rewrite, computed strings)

def designOutline():
    cfg = {"turing": (64, 32, 64), "ampere": (128, 64, 64)}
    t, a = cfg["turing"], cfg["ampere"]
    return {
        "memoryTraffic": "FA-2 in Triton: Q, K, V read block by block, scores and probabilities live only in registers/shared memory, O and the per-row logsumexp are written; memory is linear in sequence length.",
        "tiling": f"Per-architecture configs: Turing BLOCK_M = {t[0]}, BLOCK_N = {t[1]}, head_dim = {t[2]}; Ampere+ BLOCK_M = {a[0]}, BLOCK_N = {a[1]}, head_dim = {a[2]}; one program per (query block, batch x head), K/V streamed in the inner loop, custom configs allowed for other GPUs.",
        "numericalStability": "exp2-based online softmax: scores are multiplied by scale * log2(e), running max and sum in fp32, the accumulator rescaled by exp2(m_old - m_new), logsumexp stored for the backward.",
        "tradeOff": "Sequence-parallel backward accumulates dQ with atomics, so results differ run to run; deterministic mode disables it and is slower. Also Triton 3.3+ raises shared-memory use on pre-Blackwell GPUs, which drops Turing to vanilla-attention speed, so legacy mode pins Triton 3.1-3.2.",
    }
