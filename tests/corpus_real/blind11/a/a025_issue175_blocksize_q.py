# Sources: S23 (already-used source; learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The S block (block_q x block_k) must fit in SRAM of size M, so S is never spilled to HBM; HBM "
            "only see Q, K, V read and O written."
        ),
        "tiling": (
            "block_k = M/(4d), block_q = min(M/(4d), d) so that the S block and one Q block both fits in "
            "SRAM; in practice block sizes are multiple of 16 and power of 2."
        ),
        "numericalStability": (
            "We dont need the max subtraction here, since the scores are already scaled by 1/sqrt(d) and "
            "stay small, so exp cannot overflow."
        ),
        "tradeOff": (
            "The constant 4 is only to make the proof work, so the real block sizes are picked by hand and "
            "must be retuned per GPU because M (shared memory per SM) is different on each."
        ),
    }
