# sources: S16 (visualizer page, first two sentences quoted), S1, S2; rest rewritten with many negations
def designOutline():
    return {
        "memoryTraffic": "FlashAttention is not mainly fewer FLOPs. It is fewer HBM reads/writes by never materializing S or P. Unlike naive attention, which writes S and reads it back, our kernel keeps each S tile in registers and only writes O and one logsumexp per row.",
        "tiling": "There is no point keeping all of K in shared memory (it does not fit): K/V are streamed in 64-row tiles, while the 128-row Q tile (d = 64) stays resident for the whole loop; grid (N/128, B*H).",
        "numericalStability": "It is exact, not an approximation: the running max m and sum l are kept in fp32, and without rescaling by exp(m_old - m_new) when a later tile has a larger score the result would be wrong, so the accumulator and l are rescaled on every tile.",
        "tradeOff": "Not storing P is not free: the backward recomputes QK^T for every tile, roughly one extra GEMM per tile, to avoid reading an N x N matrix.",
    }
