# Sources: S14 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "IO-awareness and kernel fusion.",
        "tiling": (
            "Outer loop over query blocks of 128 rows (one CTA each, block kept in shared memory), inner loop over "
            "K/V blocks of 64 rows; head dim 64 -> 48 KB of shared memory with 2 stages (16 + 2 x 16)."
        ),
        "numericalStability": (
            "Online softmax: running max m and normaliser l per row in fp32; before adding a block, multiply the "
            "accumulated output and l by exp(m_old - m_new); divide by l once at the end."
        ),
        "tradeOff": (
            "The backward recomputes P from Q, K and the saved statistics instead of reading it, which costs one "
            "extra QK^T per tile."
        ),
    }
