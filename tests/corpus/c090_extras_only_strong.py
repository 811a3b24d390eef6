def designOutline():
    return {
        "memoryTraffic": "Improve memory usage.",
        "tiling": "Good tiles.",
        "numericalStability": "Stable softmax.",
        "tradeOff": "Some trade-offs.",
        "notes": "S and P are never written to HBM; Br = Bc = 64 with Q resident in SMEM; running max and sum with exp(m_old - m_new) rescale in fp32; backward recomputation costs extra FLOPs.",
        "details": ["BLOCK_M = 128, BLOCK_N = 64", "logsumexp stored for the backward"],
    }
