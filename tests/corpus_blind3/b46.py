def designOutline():
    return {
        "memoryTraffic": "Implement designOutline() returning non-empty values for memoryTraffic. Each value must name a concrete mechanism or decision.",
        "tiling": "Each value must name a concrete mechanism or decision for tiling.",
        "numericalStability": "numericalStability: a concrete mechanism or decision.",
        "tradeOff": "The outline must state an explicit failure mode or trade-off.",
    }
