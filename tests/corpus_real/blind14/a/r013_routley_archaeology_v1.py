# Sources: S03 (paraphrase / learner rewrite, lab report after profiling)


def designOutline():
    return {
        "memoryTraffic": (
            "v1 exactly as in the paper (K/V outer loop, Q inner) means that for every K/V block the "
            "partial O_i, m_i, l_i of every query block are read from HBM and written back, so O makes "
            "N/Bc round trips. Moving to the FA2 order (Q block outer, K/V inner) keeps O, m, l on "
            "chip and writes O once at the end. S and P are never written to HBM in either version."
        ),
        "tiling": (
            "v2 tiling: one program per 64-row Q block and head, the Q block loaded once and kept in "
            "SRAM, K/V streamed in 64-row tiles; 4 warps. Nsight Compute showed the v1 kernel was "
            "dominated by global stores of O, which this loop order removes."
        ),
        "numericalStability": (
            "Moving the loop also let us defer the division: acc is kept un-normalised in fp32 and "
            "only rescaled by exp(m_old - m_new) per K/V tile; we divide by l once after the last "
            "tile instead of every iteration."
        ),
        "tradeOff": (
            "Cost of Q-outer: with few heads and short sequences there are only N/64 x heads "
            "programs, so on a 132-SM H100 a batch-1, 8-head, 1k-token call launches 128 programs "
            "and leaves SMs idle."
        ),
    }
