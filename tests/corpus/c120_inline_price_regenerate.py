def designOutline():
    return {
        "memoryTraffic": "S and P never reach HBM. The price is that the backward has to regenerate them, which increases the arithmetic work by one QK^T per tile.",
        "tiling": "64 x 64 tiles, Q outer loop across programs, K/V inner loop; the Q tile is kept in SMEM.",
        "numericalStability": "Online softmax: running max and sum in fp32 with the exp(m_old - m_new) rescale of the accumulator.",
    }
