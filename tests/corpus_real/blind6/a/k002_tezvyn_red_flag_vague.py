# Sources: S02 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Score, softmax and value steps fused in one kernel so the full n-by-n matrix is never written to slow HBM; only the inputs Q,K,V are read and the output is written.",
        "tiling": "Use tiling to make better use of the GPU's fast memory.",
        "numericalStability": "Online softmax with running statistics: per query row we keep the max and the normalizer, and rescale them when a block with a bigger max comes in.",
        "tradeOff": "There is a trade-off between memory and compute, like always in systems.",
    }
