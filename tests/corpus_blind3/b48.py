def designOutline():
    return {
        "memoryTraffic": {"mechanism": "memory optimization", "decision": "reduce memory traffic"},
        "tiling": {"mechanism": "tiling", "decision": "choose good tile sizes"},
        "numericalStability": {"mechanism": "stable softmax", "decision": "avoid overflow"},
        "tradeOff": {"mechanism": "trade-off", "decision": "balance speed and memory"},
    }
