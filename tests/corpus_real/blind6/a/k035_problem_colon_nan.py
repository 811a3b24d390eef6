# Sources: S05, S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "HBM -> SRAM: Q tile once, K/V tiles streamed. SRAM -> HBM: O tile at the end. Never: S, P.",
        "tiling": "Q tile 64 x d per thread block; K/V tiles 64 x d; inner loop over K/V tiles; 4 warps.",
        "numericalStability": "running max + running sum, rescale with exp(m_old - m_new), fp32 accumulation",
        "tradeOff": "Problem: NaN. Happens with padding masks when a whole row is masked: the max is -inf and exp(-inf - (-inf)) is NaN, unless the kernel checks for it.",
    }
