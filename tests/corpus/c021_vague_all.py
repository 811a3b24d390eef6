def designOutline():
    return {
        "memoryTraffic": "Optimize memory access so the kernel is memory efficient.",
        "tiling": "Use tiling for performance.",
        "numericalStability": "Make it numerically stable.",
        "tradeOff": "There are trade-offs between speed and memory.",
    }
