# Sources: S49 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Forward in FP8: q, k, v e4m3 in HBM, dequant scales per head; S/P stay in "
                         "registers; O (bf16) and LSE (fp32) written back. Backward reads them plus "
                         "dO and recomputes P tile by tile.",
        "tiling": "128 x 128 tiles (BLOCK_M = BLOCK_N = 128), head dim 128, one warpgroup producer "
                  "loading K/V by TMA, two consumer warpgroups.",
        "numericalStability": "fp32 running max m and sum l, alpha = exp2(m_old - m_new) applied to "
                              "acc and l, lse = m + log2(l) saved for the backward.",
        "tradeOff": "FP8 with decimals in the forward, then NaN appears in the backward.",
    }
