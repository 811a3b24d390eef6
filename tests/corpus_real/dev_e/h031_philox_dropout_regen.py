# Sources: S38, S39 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S, P and the dropout mask are never written to HBM; the kernel reads Q, K, V, writes O and the LSE, and keeps only a Philox seed and offset (two integers) for the mask.",
        "tiling": "STAGE 1 walks the off-diagonal K/V blocks without any mask, STAGE 2 handles the diagonal block with the causal mask; BLOCK_M = 128, BLOCK_N = 64, HEAD_DIM = 64.",
        "numericalStability": "m_ij = max(m_i, rowmax(qk) * qk_scale); p = exp(qk * qk_scale - m_ij); alpha = exp(m_i - m_ij) rescales acc and l_i; dropout is applied to p after the statistics are updated, scaled by 1/(1 - p_drop).",
        "tradeOff": "The dropout mask is regenerated in the backward from (seed, offset) with Philox instead of being stored. The price is extra RNG work in both passes, and the backward must use exactly the same offsets per tile - otherwise the gradients silently use a different mask.",
    }
