# sources: S39, S40 (short summary posts, "Flash Attention Is an IO Problem", Forge Cascade FA2 capsule; learner keyword notes)
def designOutline():
    return {
        "memoryTraffic": "IO-aware, HBM vs SRAM, memory-bandwidth bound, never materializes N x N",
        "tiling": "tiling, SRAM blocks, better parallelism, work partitioning",
        "numericalStability": "online softmax, fp32, logsumexp",
        "tradeOff": "recomputation, occupancy",
    }
