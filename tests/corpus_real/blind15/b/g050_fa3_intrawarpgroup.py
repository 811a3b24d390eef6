# Sources: S19, S18 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "TMA loads Q once and K/V tiles per iteration from HBM; S_j = Q K_j^T is kept in "
            "registers and turned into P_j there; P_j is never stored to global memory. Only O "
            "and the row LSE are written."
        ),
        "tiling": (
            "Within one warpgroup, the softmax of tile j overlaps the QK^T WGMMA of tile j+1: the "
            "GEMM for j+1 is issued asynchronously before softmax(j) starts, and its result is "
            "waited on only afterwards. Tile 128 x 128, d = 128, 2 K/V stages."
        ),
        "numericalStability": (
            "fp32 row max and row sum in registers; each tile rescales O by exp(m_old - m_new) "
            "before the P V WGMMA is accumulated."
        ),
        "tradeOff": "Register pressure.",
    }
