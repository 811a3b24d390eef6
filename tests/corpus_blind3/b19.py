def designOutline():
    return {
        "memoryTraffic": "Optimize memory access to reduce traffic.",
        "tiling": "Use tiling for better performance.",
        "numericalStability": "Make sure the softmax is numerically stable.",
        "tradeOff": "There are some trade-offs involved.",
    }
