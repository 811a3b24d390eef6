# Sources: S14 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Flash attention avoids storing the large intermediate N x N matrices (scores and probabilities) "
            "in HBM: only small chunks sit in on-chip SRAM, Q/K/V are read and O is written, that's it."
        ),
        "tiling": (
            "Process attention in smaller blocks: a block of 64 queries stays in SRAM while blocks of 64 keys "
            "and values are streamed past it, one thread block per query block."
        ),
        "numericalStability": (
            "Keep a running max and running sum for each query row; the earlier partial output is multiplied by "
            "exp(old_max - new_max) whenever a later block has a larger score, then divided by the sum at the end."
        ),
        "tradeOff": (
            "On a consumer card with ~100 KB of shared memory per block, head_dim 128 only leaves room for "
            "64-row K/V tiles, so every query block has to re-read K and V more times from HBM than on an A100/H100."
        ),
    }
