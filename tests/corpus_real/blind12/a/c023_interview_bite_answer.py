# Sources: S23 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": "FlashAttention keeps the exact softmax attention but reorders it to be IO-aware: score, softmax and value steps are fused in one kernel so the n-by-n matrix is never written to slow HBM; only the output goes back.",
        "tiling": "Tiling: the inputs are tiled so that they work well with the fast on-chip memory; the tile size should be chosen carefully for the hardware.",
        "numericalStability": "It uses online softmax with running statistics: a running max and running sum per row, and the partial output is rescaled by exp(old max - new max) whenever a new tile has a bigger score.",
        "tradeOff": "Red flag to avoid: claiming it changes the math. The trade-off is mostly engineering complexity versus speed.",
    }
