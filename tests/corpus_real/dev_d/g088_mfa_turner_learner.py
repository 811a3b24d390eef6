# Sources: S24 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "forward: Q block read once, K and V streamed, the attention matrix never goes to device memory; O and logsumexp written. Backward recomputes the attention matrix from Q, K and logsumexp instead of reading it.",
        "tiling": "per simdgroup 8 query rows (R_simd = 8), key block C_simd = 32 for D = 64; D padded up to a multiple of 8; R_splits = 4 simdgroups per threadgroup -> 32 query rows per threadgroup; block sizes JIT-picked per D and per chip.",
        "numericalStability": "m and l per query row in fp32, O scaled by exp(m_old - m_new) whenever the row max increases, final O / l; for masked rows m stays -inf and the row is written as 0.",
        "tradeOff": "The backward has to recompute the attention matrix (an extra Q K^T per block) because it was never stored, and at large D the dQ/dK/dV accumulators exceed the registers of a simdgroup and spill.",
    }
