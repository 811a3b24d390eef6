# Sources: S08 (excerpt + learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "A fused-kernel implementation of exact attention that reduces HBM traffic by tiling and recomputation.",
        "tiling": "tiles in SRAM",
        "numericalStability": "online softmax keeps max and sum per row and rescales old partial results with exp(m_old - m_new)",
        "tradeOff": "recomputation in backward = more FLOPs, because P is not saved and must be rebuilt from Q and K",
    }
