# Sources: S01 (abstract claims), S16 (armcvai.cn summary), S43 (Dao-AILab/flash-attention README)
# Learner outline assembled from headline claims.

def designOutline():
    return {
        "memoryTraffic": "FlashAttention is IO-aware: it makes efficient use of the GPU memory hierarchy and saves 10-20x memory compared to the baseline.",
        "tiling": "It uses tiling to speed up attention by 2-4x without any approximation.",
        "numericalStability": "The softmax is computed in a numerically stable way, so the results are exact.",
        "tradeOff": "Like every kernel there are trade-offs, and it is harder to implement than standard attention.",
    }
