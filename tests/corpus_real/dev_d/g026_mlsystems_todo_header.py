# Sources: S30 (excerpt)
def designOutline():
    return {
        "memoryTraffic": "Memory-efficient attention that reduces memory complexity from O(N^2) to O(N). Memory reduction: 5-42x compared to standard attention.",
        "tiling": "TODO: Implement block-wise Q, K, V processing",
        "numericalStability": "TODO: Add online softmax computation",
        "tradeOff": "Recomputation strategy for memory efficiency",
    }
