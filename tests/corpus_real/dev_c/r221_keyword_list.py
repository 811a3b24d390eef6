# Sources: learner notes (keyword style)
def designOutline():
    return {
        "memoryTraffic": ["HBM", "SRAM", "IO-aware", "kernel fusion"],
        "tiling": ["tiling", "blocks", "thread blocks", "shared memory"],
        "numericalStability": ["online softmax", "running max", "fp32", "logsumexp"],
        "tradeOffs": ["recomputation", "register pressure", "occupancy"],
    }
