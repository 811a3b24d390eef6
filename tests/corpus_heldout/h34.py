def design():
    return {
        "memoryTraffic": "S and P never stored to HBM; Q, K, V read; O, LSE written.",
        "tiling": "Q tile of 64 rows resident in SMEM; K/V tiles of 64 rows streamed.",
        "numericalStability": "Running max and sum per row in fp32 with exp(m_old - m_new) rescale.",
        "tradeOff": "Backward recomputation costs extra FLOPs.",
    }
