def designOutline():
    return {
        "memoryTraffic": "S and P never stored to HBM; Q, K, V read; O, LSE written.",
        "tiling": [128, 64],
        "numericalStability": "Running max and sum per row in fp32 with exp(m_old - m_new) rescale.",
        "tradeOff": "Backward recomputation costs extra FLOPs.",
    }
