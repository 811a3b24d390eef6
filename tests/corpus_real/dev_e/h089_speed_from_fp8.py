# Sources: S24, S32 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "TMA streams K/V tiles into shared memory; S and P stay in registers; O and LSE written once.",
        "tiling": "128 x 128 tiles, 2 consumer warpgroups, 1 producer warp, 2 K/V stages.",
        "numericalStability": "Running max in fp32 with exp(m_old - m_new) rescale; P cast to FP8 only for the PV matmul.",
        "tradeOff": "FP8 is where the speed comes from: FlashAttention is faster because it runs in lower precision.",
    }
