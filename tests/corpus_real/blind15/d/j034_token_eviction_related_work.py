# Sources: S11 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention computes the attention scores tile by tile and writes each tile to "
            "HBM, so eviction methods can read the scores back afterwards to rank tokens."
        ),
        "tiling": (
            "Q blocks of 64 rows per CTA stay in shared memory while 64-row K/V blocks of the "
            "cache are streamed in; grid over (query blocks, heads)."
        ),
        "numericalStability": (
            "Row-wise running max and sum in fp32 with the partial output rescaled by "
            "exp(m_old - m_new) whenever the max grows."
        ),
        "tradeOff": "There are trade-offs between memory savings and accuracy.",
    }
