# Sources: S42 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Paged KV cache: the kernel gathers K/V pages through the block table straight from HBM into shared "
            "memory; S and P are never written to HBM, only O."
        ),
        "tiling": (
            "Kernel block sizes are MultipleOf(16); for hybrid models with an fp32 mamba cache only 16, 32 or 64 "
            "token pages are allowed."
        ),
        "numericalStability": (
            "Masked positions get -inf before the row max, and V rows from unused page slots must be zeroed rather "
            "than multiplied by a zero probability, because 0 * NaN is still NaN."
        ),
        "tradeOff": (
            "Restricting the page size to 16/32/64 for those models means more pages per sequence and a larger "
            "block table, so more indirection per K/V load."
        ),
    }
