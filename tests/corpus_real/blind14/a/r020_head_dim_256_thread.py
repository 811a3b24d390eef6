# Sources: S20 (paraphrase / learner rewrite, forum thread)


def designOutline():
    return {
        "memoryTraffic": (
            "For CodeGen (head dim 256) the idea is unchanged: Q, K, V blocks are loaded from HBM into "
            "SRAM, S is computed in SRAM and never written to HBM, only O is written."
        ),
        "tiling": (
            "My plan for d = 256: keep Br = 128 and Bc = 128 like for d = 64, with 2 pipeline stages "
            "for K/V, so each CTA loops over 128-row K/V tiles."
        ),
        "numericalStability": (
            "Online softmax with fp32 m, l per row, rescaling O by exp(m_old - m_new) when m grows; "
            "the scale 1/sqrt(256) = 1/16 is applied before taking the max."
        ),
        "tradeOff": (
            "Tri's answer in the thread: SRAM (163 KB per SM on A100) is the constraint; at head dim "
            "256 the Q, K, V blocks are twice as wide, so to fit they must have half the rows, and "
            "small blocks make the whole computation slower."
        ),
    }
