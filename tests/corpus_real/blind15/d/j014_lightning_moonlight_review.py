# Sources: S23, S34 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Q, K, V blocks are loaded from HBM into SRAM once, the intra-block scores never leave "
            "SRAM, and only the output block and the d x d running state go back to HBM."
        ),
        "tiling": "Tiling over the sequence dimension; intra-block and inter-block parts handled separately.",
        "numericalStability": "The softmax part relies on the log-sum-exp trick.",
        "tradeOff": (
            "Because of the cumulative sum in the causal case, the inter-block recurrence is "
            "sequential over blocks: throughput no longer grows with more parallel hardware once "
            "batch x heads fills the GPU."
        ),
    }
