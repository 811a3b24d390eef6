def designOutline():
    return {
        "memoryTraffic": "TODO",
        "tiling": "n/a",
        "numericalStability": "tbd",
        "tradeOff": "...",
    }
