def designOutline():
    return {
        "memoryTraffic": "S/P stay on chip; HBM: read Q, K, V; write O and LSE. K and V are read once per query block.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64; Q block resident in shared memory; K/V blocks streamed in the inner loop.",
        "numericalStability": "Use small 64 x 64 tiles in shared memory and 4 warps per block, so the values in each tile stay small and manageable.",
        "tradeOff": "Recomputing P in the backward pass adds FLOPs but avoids storing the O(N^2) probabilities.",
    }
