# Sources: S11 (paraphrase of forum answer), S01* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Computes attention incrementally without HBM memory traffic.",
        "tiling": "Block tiling algorithm over the sequence.",
        "numericalStability": "Keeps a running max and running sum per query row and rescales the partial output by "
                              "exp(old_max - new_max) whenever a block raises the max.",
        "tradeOff": "Downside: the per-block scores are not kept, so the backward pass must recompute them from Q and K, an extra "
                    "matmul per block.",
    }
