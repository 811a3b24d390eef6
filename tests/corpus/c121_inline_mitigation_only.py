def designOutline():
    return {
        "memoryTraffic": "The N x N attention matrix is never written to global memory; each tile is consumed in registers.",
        "tiling": "BLOCK_M = 128 and BLOCK_N = 64 with the Q tile resident in SMEM and K/V streamed.",
        "numericalStability": "Subtract the running max before exponentiating to avoid overflow; accumulate in fp32 and divide by l at the end.",
    }
