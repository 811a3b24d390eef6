# Sources: S16 (excerpt + learner rewrite of notebook notes)
def designOutline():
    return {
        "memoryTraffic": "HBM is an order of magnitude slower than SMEM, so the algorithm is re-organized such that nothing of size N x N is stored in HBM: Q, K, V are read tile by tile and O is written once.",
        "tiling": "Re-organize so it is tilable: Q tiles of 128 rows kept in SMEM, K/V tiles of 64 rows streamed in the inner loop, d = 128, one CTA per (Q tile, head).",
        "numericalStability": "By default attention is not tilable because softmax is non-associative and non-distributive, that is why the math trick: keep running max and sum per row, and when a new tile changes the max, multiply the old sum and old output by exp(old max - new max).",
        "tradeOff": "Activation recomputation: in backward, S and P are recomputed from Q, K and the saved statistics instead of being read from memory, so more FLOPs are done.",
    }
