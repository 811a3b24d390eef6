def designOutline():
    return {
        "memoryTraffic": "A concrete mechanism or decision about memory traffic.",
        "tiling": "A concrete mechanism or decision about tiling.",
        "numericalStability": "A concrete mechanism or decision about numerical stability.",
        "tradeOff": "Here: an explicit failure mode or trade-off of the design.",
    }
