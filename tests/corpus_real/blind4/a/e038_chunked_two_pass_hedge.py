# Sources: A05, A04 (learner rewrite; the two-pass claim is the learner's)
def designOutline():
    return {
        "memoryTraffic": "I think the main point is that the n x n matrix is never stored in HBM, only chunks live "
                         "in SRAM; Q, K, V are read and O is written, so the writes should be only O(n d) instead of O(n^2).",
        "tiling": "Maybe queries in chunks of 64 kept in shared memory, keys/values in chunks of 64 streamed, "
                  "one thread block per query chunk and head.",
        "numericalStability": "I am not fully sure, but I believe we need a first pass over all key chunks to find "
                              "the true row max, because a partial max would give wrong exponentials; then a second "
                              "pass computes exp(s - max), the sum and the weighted values.",
        "tradeOff": "Probably the cost is recomputation in the backward: the probabilities are not saved, so "
                    "they must be recomputed from Q and K, an extra matmul per chunk.",
    }
