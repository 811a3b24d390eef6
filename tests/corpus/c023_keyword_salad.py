def designOutline():
    return {
        "memoryTraffic": "HBM, SRAM, IO-aware, kernel fusion, recomputation, bandwidth",
        "tiling": "tiles, blocks, Br, Bc, shared memory, warps, occupancy",
        "numericalStability": "online softmax, logsumexp, max, fp32, rescaling",
        "tradeOff": "FLOPs, memory, registers, occupancy, speed",
    }
