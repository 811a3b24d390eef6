# Sources: S02 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Minimizes HBM reads/writes: the N x N attention matrix is never materialized in HBM, "
                         "only the final output goes back to global memory.",
        "tiling": "Computes attention in tiled blocks to improve speed and memory efficiency.",
        "numericalStability": "Uses online softmax, so the result is exact.",
        "tradeOff": "Backward has to recompute the attention scores from the saved softmax stats, "
                    "so there is extra compute, but no N x N storage since P was never saved.",
    }
