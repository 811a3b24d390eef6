# Sources: S31, S33 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Accelerators with big SRAM (Graphcore, Grayskull, Cerebras) already keep everything on chip, so for them the attention matrix is written into SRAM in full and read back; GPUs have to tile because SRAM is small.",
        "tiling": "Tile size = whatever fits per core.",
        "numericalStability": "We subtract the row max before exp so nothing overflows.",
        "tradeOff": "Large SRAM chips cannot hold big models, which is the trade-off.",
    }
