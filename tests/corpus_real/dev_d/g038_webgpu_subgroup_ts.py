# Sources: S43 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Single dispatch replaces Q@K^T + scale + mask + softmax + attn@V; the N x N matrix is never materialised. Writes O [B,H,N,D] and L [B,H,N] (logsumexp).",
        "tiling": "BR = 64 Q rows per workgroup, BC = 32 KV rows per tile. Scalar mode: one thread per Q row (64 threads). Subgroup mode: 4 threads per row (256 threads), each with 1/4 of headDim, dot products reduced with subgroupShuffleXor; Q row lives in vec4 registers, K/V tiles in workgroup memory.",
        "numericalStability": "m_i starts at -3.4e38, correction = exp(m_i - m_new) rescales l_i and o_acc before adding p = exp(s - m_new) * v; inv_l = 0 when l_i = 0; L = m_i + log(max(l_i, 1e-10)).",
        "tradeOff": "subgroup mode only if headDim/4 is divisible by 4 and at least 4 vec4 per thread (headDim >= 64); for smaller heads the shuffle overhead outweighs the register savings, so it falls back to the scalar path.",
    }
