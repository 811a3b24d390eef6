# Sources: S12, S11 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The fused kernel reads K/V from the cache and Q once, keeps every score tile in "
            "threadgroup memory, and writes only O plus a per-key accumulated-score vector "
            "(N floats) for the eviction policy."
        ),
        "tiling": (
            "Q tile of 32 rows resident per threadgroup, K/V in 32-row tiles streamed; d = 128 in "
            "fp16 gives 24 KB for the three tiles."
        ),
        "numericalStability": (
            "Running max per row, accumulator rescaled by exp(m_old - m_new) on every new tile, "
            "and the sum kept in fp32."
        ),
        "tradeOff": (
            "Because of the score buffer the kernel uses more memory than standard attention, "
            "which is why we cap the cache at 256 entries."
        ),
    }
