# sources: S31 (forgecascade FA2 capsule keywords), S36 (keywords as listed on a skills page)
def designOutline():
    return {
        "memoryTraffic": "HBM, SRAM, kernel fusion, recomputation, IO-awareness",
        "tiling": "tiling, blocks, warps, shared memory, thread blocks",
        "numericalStability": "online softmax, fp32, logsumexp, rescaling",
        "tradeOff": "recomputation, occupancy, load imbalance",
    }
