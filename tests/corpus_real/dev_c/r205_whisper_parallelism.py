# Sources: S19 (insanely-fast-whisper issue #70 answer), learner expansion
def designOutline():
    return {
        "memoryTraffic": "Flash Attention is a faster way of running the Attention operation through parallelism and better work partitioning.",
        "tiling": "Better work partitioning across the GPU.",
        "numericalStability": "Same as normal attention.",
        "tradeOff": "However, it only works on latest GPUs.",
    }
