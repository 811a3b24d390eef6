def designOutline():
    return [
        "memoryTraffic: S and P never written to HBM",
        "tiling: Br = Bc = 64, Q resident in SMEM",
        "numericalStability: running max and sum, fp32",
        "tradeOff: recompute in backward costs FLOPs",
    ]
