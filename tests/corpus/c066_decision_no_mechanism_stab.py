def designOutline():
    return {
        "memoryTraffic": "S and P never go to HBM; O and LSE are the only outputs written.",
        "tiling": "Br = Bc = 64; Q tile resident in shared memory; K/V tiles streamed in the inner loop.",
        "numericalStability": "Use float32 everywhere so it does not overflow.",
        "tradeOff": "Backward recomputation: extra FLOPs to avoid storing the N x N P.",
    }
