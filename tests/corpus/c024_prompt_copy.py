def designOutline():
    return {
        "memoryTraffic": "Each value must name a concrete mechanism or decision.",
        "tiling": "Each value must name a concrete mechanism or decision.",
        "numericalStability": "Each value must name a concrete mechanism or decision.",
        "tradeOff": "An explicit failure mode or trade-off.",
    }
