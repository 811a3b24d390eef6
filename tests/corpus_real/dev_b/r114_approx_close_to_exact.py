# sources: S41 (blogspot worked example "flash attension" with approximate decimals), S1; learner rewrite that misreads the rounding
def designOutline():
    return {
        "memoryTraffic": "Q, K, V are read from HBM tile by tile; the 4x4 score matrix S and P are only built per tile in SRAM and never written to HBM. Only O (N x d_v) and one statistic per row are written.",
        "tiling": "In my worked example N = 4, Br = Bc = 2: the Q tile of 2 rows stays in SRAM while the two K/V tiles of 2 rows stream through in order j = 1, 2.",
        "numericalStability": "For each K tile compute m = max(m_old, rowmax(S_ij)), rescale l and O by exp(m_old - m). The result is close to exact: FlashAttention is slightly inaccurate compared with normal attention, in the example the outputs differ in the 4th decimal.",
        "tradeOff": "The cost is a small loss of accuracy, because the softmax is approximated tile by tile.",
    }
