def designOutline():
    return {
        "memoryTraffic": "S and P are never written to HBM; everything between the two matmuls happens in SRAM; O and LSE are the only writes.",
        "tiling": "Tiles are sized appropriately for the hardware.",
        "numericalStability": "Use the standard tricks for a stable softmax.",
        "tradeOff": "At head dim 256 the Q, K, V tiles outgrow shared memory, so tiles shrink and performance drops.",
    }
