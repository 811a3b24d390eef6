def designOutline():
    return {
        "memoryTraffic": "Attention is O(N^2); FlashAttention reduces the computation by only computing the important blocks, which is why it is faster and uses less memory.",
        "tiling": "The block size controls the accuracy: bigger blocks are more accurate, smaller blocks are faster.",
        "numericalStability": "Each block gets its own softmax and the results are averaged at the end, which is stable because each block is small.",
        "tradeOff": "It is slightly less accurate than normal attention because of the blocking.",
    }
