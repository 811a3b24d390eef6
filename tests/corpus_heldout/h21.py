def designOutline():
    return {
        "memoryTraffic": "We use kernel fusion.",
        "tiling": "We use tiling in shared memory.",
        "numericalStability": "We use online softmax.",
        "tradeOff": "Recomputation.",
    }
