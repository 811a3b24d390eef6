# Sources: S38 (already-used source; learner blog notes)


def designOutline():
    return {
        "memoryTraffic": (
            "Only small chunks sit in SRAM and the N x N attention matrix is never written to HBM; HBM reads "
            "Q once and K, V once per query tile, and writes O."
        ),
        "tiling": (
            "Query tiles of 128 rows, key/value tiles of 32 rows, d = 128, 8 warps per CTA, one CTA per "
            "query tile per head."
        ),
        "numericalStability": "Make sure the softmax stays numerically stable across the tiles.",
        "tradeOff": (
            "A 128-row Q tile with d = 128 needs a 128 x 128 fp32 accumulator, 64 KB of registers per CTA, "
            "so fewer CTAs fit per SM and occupancy drops."
        ),
    }
