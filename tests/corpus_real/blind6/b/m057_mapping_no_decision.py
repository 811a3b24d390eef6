# Sources: S02, S19 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": {"mechanism": "kernel fusion", "decision": "fuse it"},
        "tiling": {"mechanism": "tiling", "decision": "choose good tile sizes"},
        "numericalStability": {"mechanism": "online softmax", "decision": "keep it stable"},
        "tradeOff": {"cost": "register pressure", "cause": "bigger tiles"},
    }
