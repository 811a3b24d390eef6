# Sources: S31 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The N x N scores are computed block by block and never stored in HBM as a whole matrix; "
            "HBM keeps Q, K, V and the output, and per row one max and one sum."
        ),
        "tiling": (
            "Key/value blocks of block_size = 64 rows are loaded in the inner loop; queries in blocks of 64 "
            "rows stay on chip (shared memory) for one thread block."
        ),
        "numericalStability": (
            "First pass over all key blocks to find the exact max score per query, because if you subtract "
            "a partial max the softmax comes out wrong. Second pass: subtract that global max, exponentiate, "
            "accumulate exp sums and exp @ V, then divide by the sum."
        ),
        "tradeOff": (
            "Because of the two passes, K is read from HBM twice and QK^T is computed twice, so about 2x the "
            "QK^T FLOPs of a single pass."
        ),
    }
