def designOutline():
    return {
        "memoryTraffic": "efficient",
        "tiling": "yes, tiled",
        "numericalStability": "stable",
        "tradeOff": "speed",
    }
