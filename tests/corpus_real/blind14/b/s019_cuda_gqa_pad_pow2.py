# Sources: S21 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "For GQA, the Q heads that share a K/V head go into the same CUDA block, so each K/V "
            "tile is loaded from VRAM once for the whole group instead of once per Q head; the "
            "scores never leave registers."
        ),
        "tiling": (
            "Q columns per block = GQA ratio x tokens, padded up to the next power of 2 (ratio 3 -> "
            "4); K/V tiles of 64 rows in shared memory. The cost is wasted MMA work on the padded "
            "columns (1 of 4 for ratio 3), accepted because the kernel is I/O-bound at small batch; "
            "on Volta it was slower, so it is disabled there."
        ),
        "numericalStability": (
            "Per Q column: running KQ max and sum in F32, VKQ accumulator scaled by "
            "exp(old_max - new_max) when a new K tile raises the max; padded columns are masked "
            "and never written."
        ),
    }
