# Sources: S01, S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention is faster because it reduces the number of FLOPs: it does not compute the full N x N matrix, only small tiles, so compute becomes linear in N.",
        "tiling": "128 x 64 tiles of Q and K/V; Q tile stays in shared memory for the whole inner loop over K/V tiles.",
        "numericalStability": "running max + running sum per row, rescaled with exp(m_old - m_new) when the max moves",
        "tradeOff": "Because P is thrown away after the forward pass, the backward has to recompute QK^T tile by tile, roughly 30% more FLOPs.",
    }
