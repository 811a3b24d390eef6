# Sources: S10 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "flash-decode: each split writes its score tile S to HBM so the combine kernel can renormalise it against the other splits, then O is written.",
        "tiling": "RTX 5090: n_splits 16 -> 8. 32 q heads x 8 splits = 256 single-warp blocks (> the SM count, so every SM still gets work) vs 512 before; each block walks KV_len/8 tokens.",
        "numericalStability": "each split keeps its own running max + running sum in fp32; the 8-way log-sum-exp combine rescales each partial by exp(m_split - m_global) before summing, so output is bit-identical for any split count.",
        "tradeOff": "with 16 splits and a 128-token context every split sees only a few KV entries: the GPU is over-subscribed and the 16-way combine + launch overhead dominates the useful work.",
    }
