def designOutline():
    return {
        "memoryTraffic": "We compute each 64 x 64 tile of S = QK^T in SRAM and write it back to HBM as soon as it is done, so that the softmax step can stream the tiles back in; this way the whole N x N matrix never has to fit in SRAM at once, only one tile.",
        "tiling": "64 x 64 tiles of Q and K, one thread block per tile, 4 warps per block; K tile loaded to shared memory, Q tile kept in registers.",
        "numericalStability": "Online softmax: for every row keep the largest score so far and the running sum of exponentials; when the maximum changes multiply the sum and the output accumulator by exp(previous max - new max). fp32 accumulators.",
        "tradeOff": "Larger tiles use more shared memory per block, which lowers the number of resident blocks per SM and so occupancy.",
    }
