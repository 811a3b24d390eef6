# Sources: S36 (Manning "CUDA for Deep Learning", ch. 8 outline)
# Learner notes from a chapter outline.

def designOutline():
    return {
        "memoryTraffic": (
            "Why standard attention becomes memory-bound and how to spot that shift: the bottleneck is the "
            "volume of data shuffled between on-chip SRAM and off-chip HBM."
        ),
        "tiling": (
            "Restructure loops and work distribution so tiles cooperate efficiently; build a fused kernel with "
            "WMMA tensor cores."
        ),
        "numericalStability": "Core ideas: tiling, online softmax, and SRAM residency.",
        "tradeOff": "Decide when Flash Attention is the right optimization for your model.",
    }
