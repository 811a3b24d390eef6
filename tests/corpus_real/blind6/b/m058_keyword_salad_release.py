# Sources: S14, S16, S34 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "HBM, SRAM, fusion, IO-aware",
        "tiling": "TMA, WGMMA, warp specialization, pingpong, 128x128",
        "numericalStability": "online softmax, fp32, LSE, exp2",
        "tradeOff": "recompute, register pressure, occupancy",
    }
