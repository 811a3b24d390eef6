# Sources: S36 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Use the xformers flash implementation with a custom backward for MHA, since we do manual activation checkpointing.",
        "tiling": "n/a",
        "numericalStability": "Flash is approximate, so there is a risk of numeric changes at the largest scales.",
        "tradeOff": "At very large scale only a ~0.5-1% speedup, probably not worth it given the risk of numeric changes.",
    }
