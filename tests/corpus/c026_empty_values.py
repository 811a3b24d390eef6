def designOutline():
    return {
        "memoryTraffic": "",
        "tiling": [],
        "numericalStability": "   ",
        "tradeOffs": [""],
    }
