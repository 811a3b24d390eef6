# Sources: S10, S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The new FlashAttention kernel uses significantly less memory than the standard attention implementation.",
        "tiling": "nwarps = 4 per block; nwarps = 8 runs into shared memory limits.",
        "numericalStability": "Same softmax as before, just inside the kernel.",
        "tradeOff": "Small-batch speed is worse than the old path: at batch size 1 the unfused attention is still faster.",
    }
