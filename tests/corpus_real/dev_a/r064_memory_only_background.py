# sources: S1 (Sec. 2.1 hardware numbers, paraphrased), S28 (228 KB figure); rest rewritten
def designOutline():
    return {
        "memoryTraffic": "The A100 GPU has 40-80 GB of high bandwidth memory (HBM) with bandwidth 1.5-2.0 TB/s and 192 KB of on-chip SRAM per each of 108 streaming multiprocessors with bandwidth estimated around 19 TB/s. The on-chip SRAM is an order of magnitude faster than HBM but many orders of magnitude smaller in size. Hopper has 228 KB of shared memory per SM.",
        "tiling": "Q in 128-row tiles, K/V in 64-row tiles at d = 128 (Q 32 KB, K 16 KB, V 16 KB, two stages: 96 KB); one CTA per (Q tile, batch*head); K/V loop innermost with the Q tile and fp32 accumulator resident.",
        "numericalStability": "Per row: m and l in fp32; for each K/V tile, m_new = max(m, rowmax(S)), acc and l multiplied by exp(m - m_new), add exp(S - m_new) V; O = acc / l.",
        "tradeOff": "P is not stored, so the backward recomputes S = QK^T and P per tile from the saved logsumexp, an extra GEMM per tile.",
    }
