def designOutline():
    return {
        "memoryTraffic": "No N x N buffer in global memory: S and P are tiles in SRAM; reads Q, K, V, writes O.",
        "tiling": "64-row Q block resident in shared memory per program; 64-row K/V blocks looped over; grid (N/64, B*H).",
        "numericalStability": "Keep a running max per row in fp32. Each tile's probabilities are divided by that tile's own sum and added into O; earlier tiles are not corrected afterwards.",
        "tradeOff": "Causal masking: later query blocks loop over many more K/V blocks than early ones, so the grid is load-imbalanced.",
    }
