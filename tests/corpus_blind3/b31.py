def designOutline():
    return {
        "memoryTraffic": "TODO",
        "tiling": "tbd",
        "numericalStability": "...",
        "tradeOff": "n/a",
    }
