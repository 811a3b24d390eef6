# Sources: S15 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V read from HBM, O written; the score tiles stay in shared memory.",
        "tiling": "BLOCK_M = 64 query rows per CTA, BLOCK_N = 64 key rows per step, d = 128.",
        "numericalStability": "A running max seen so far would give wrong results, because a later block can have a larger score; so first pass over all K blocks computes the exact row max, second pass does exp(s - max), the sum and PV.",
        "tradeOff": "Reading K twice doubles the K traffic, which is the price for exactness.",
    }
