# Sources: I14 (learner notes)
def designOutline():
    return {
        "memoryTraffic": "VRAM, SRAM, KQ, fusion, bandwidth, less memory",
        "tiling": "Q tile of 64 rows x head size kept in shared memory per block; each warp takes 16 rows; "
                  "K/V tiles of 32 positions streamed; nwarps = 4 by default.",
        "numericalStability": "Running max per row in fp32 and rescaling of the partial sums with exp(old_max - new_max).",
        "tradeOff": "nwarps = 8 would be faster but every extra warp needs its own KQ tile in shared memory, so for "
                    "head size 256 the block exceeds the shared memory limit and cannot launch.",
    }
