def designOutline():
    return {
        "memoryTraffic": "TODO(me)",
        "tiling": "<fill in>",
        "numericalStability": "???",
        "tradeOff": "none",
    }
