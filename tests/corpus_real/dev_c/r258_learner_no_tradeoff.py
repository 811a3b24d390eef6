# Sources: learner rewrite after P1 and S17
def designOutline():
    return {
        "memoryTraffic": "Q/K/V read in tiles; S_ij kept in SRAM; only O (N x d) and L (N) written to HBM.",
        "tiling": "BLOCK_M = 64, BLOCK_N = 32, d = 64, 4 warps, 2 stages; grid (N/64, B*H).",
        "numericalStability": "exp2 with log2(e) folded into the softmax scale; running max m_i and sum l_i fp32, acc *= exp2(m_i - m_new).",
    }
