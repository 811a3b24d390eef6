# Sources: S20 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Instead of working on the whole matrix, flash attention loads blocks of Q, K and V from HBM into "
            "SRAM and computes attention for those blocks there; the N x N matrix is never written to HBM."
        ),
        "tiling": (
            "(i) Tiling: the query block (64 rows) stays in SRAM for the whole inner loop while key/value blocks "
            "of 64 rows are loaded one after another; one thread block per query block and head."
        ),
        "numericalStability": (
            "(ii) the softmax is rescaled block by block using the running max and running sum, so the final "
            "result is exact."
        ),
        "tradeOff": (
            "(iii) Recomputation: in the backward the attention matrix is recomputed from Q, K, V and the softmax "
            "statistics instead of being stored, which costs extra FLOPs but saves the O(N²) activation."
        ),
    }
