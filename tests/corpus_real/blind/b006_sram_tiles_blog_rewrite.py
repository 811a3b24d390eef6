# Sources: S14 (theneuralbase.com, "SRAM-sized tiles")
# Learner rewrite of a beginner blog.

def designOutline():
    return {
        "memoryTraffic": (
            "GPU has a memory hierarchy: SRAM is tiny but incredibly fast and HBM is huge but 10-100x "
            "slower. For a 4K-token sequence with 12 heads and 64 dims per head, that is around 3GB moving "
            "slowly, that is why attention is slow."
        ),
        "tiling": (
            "Divide Q, K, V into rectangular tiles sized to fit in SRAM. Each tile of Q stays in SRAM and "
            "attends to all the K and V tiles one after another without ever evicting the Q tile."
        ),
        "numericalStability": (
            "Each tile is a complete mini-attention problem: the smaller Q attends to the smaller K and V, "
            "does its own softmax and produces a smaller output, and the outputs of the tiles are "
            "accumulated to get the final result."
        ),
        "tradeOff": (
            "You need to understand what happens when you run out of SRAM."
        ),
    }
