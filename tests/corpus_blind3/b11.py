def designOutline():
    return {
        "memoryTraffic": "TODO",
        "tiling": "TODO - will do after lab",
        "numericalStability": "TODO",
        "tradeOff": "With BLOCK_M = 128 and head_dim = 128 the fp32 accumulator alone is 64 KB of registers per program, 128 registers per thread with 4 warps; add the Q tile and the score tile and it goes past the 255-register limit, so the compiler spills to local memory and the kernel gets slower.",
    }
