# sources: S1 (abstract sentence quoted), S14, S2 (rest rewritten)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention is an IO-aware exact attention algorithm that uses tiling to reduce the number of memory reads/writes between GPU high bandwidth memory (HBM) and GPU on-chip SRAM.",
        "tiling": "Br = 64, Bc = 64, d = 64; grid over (N / 64 query blocks, batch x heads); each CTA loads its Q block into shared memory and loops over K/V blocks, prefetching the next K/V block while computing on the current one.",
        "numericalStability": "Running max m and running sum l per query row in fp32; on each block the partial output and l are scaled by exp(m_old - m_new) and the new exp(S - m_new) terms are added; divide by l at the end.",
        "tradeOff": "Because S and P are not kept for the backward, they are recomputed there from Q, K and the logsumexp, costing one additional QK^T matmul per tile.",
    }
