def designOutline():
    return {
        "memoryTraffic": "The attention matrix is never written to HBM: S and P are computed and consumed per block in on-chip memory; only O and LSE are written.",
        "tiling": "Split Q, K and V into blocks that fit in SRAM.",
        "numericalStability": "Subtract the row max before exponentiating, and keep the max and the sum running across blocks, rescaling the old partial sums by exp(old max - new max).",
        "tradeOff": "The backward has to recompute S and P because they were not saved: extra FLOPs for less memory.",
    }
