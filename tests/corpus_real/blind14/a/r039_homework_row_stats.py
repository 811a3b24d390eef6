# Sources: S05 (paraphrase / learner rewrite, homework answer)


def designOutline():
    return {
        "memoryTraffic": (
            "S and P are never written to HBM; per query block we read the Q tile once and each K/V "
            "tile once, writing O and the row statistics."
        ),
        "tiling": (
            "BLOCK_M = 64, BLOCK_N = 64, d = 64 -> 8 KB per tile, Q + K + V = 24 KB of shared memory; "
            "grid of N/64 x heads."
        ),
        "numericalStability": (
            "m and l per row in fp32, rescale acc and l by exp(m_old - m_new) per block, divide at "
            "the end."
        ),
        "tradeOff": (
            "FlashAttention uses more memory than standard attention because it has to store the "
            "extra m and l vectors for every row."
        ),
    }
