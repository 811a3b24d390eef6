def designOutline():
    return {
        "memoryTraffic": "S and P never leave SRAM. HBM reads: Q, K, V. HBM writes: O, logsumexp.",
        "tiling": "TODO: figure out block sizes",
        "numericalStability": "n/a",
        "tradeOff": "tbd",
    }
