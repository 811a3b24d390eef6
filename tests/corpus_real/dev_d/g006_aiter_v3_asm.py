# Sources: S10 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q is loaded once (QLoadOnce = true) from HBM into registers and K/V are streamed; the scores never leave the CU, only O is stored.",
        "tiling": "Two warp-groups per workgroup, each owns half of kBlockSize threads; the K tile (kN0 x kK0) is distributed with 16-byte vector loads; NumPrefetchK = 1 and NumPrefetchV = 1 so the next tile is in flight while the current one is used.",
        "numericalStability": "Scores scaled by log2(e) and exponentiated with exp2; running row max kept, accumulator multiplied by exp2(m_old - m_new) when it changes.",
        "tradeOff": "Hand-scheduled with ASM markers and sched barriers. Harder to maintain.",
    }
