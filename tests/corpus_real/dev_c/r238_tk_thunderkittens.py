# Sources: S30 (ThunderKittens blog "GPUs go brrr", Hazy Research), learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Everything is built around 16x16 register tiles and shared tiles: K and V tiles arrive in shared memory through TMA, Q stays in registers for the whole loop, and the attention block is never written out; the output tile is stored once at the end.",
        "tiling": "Each warpgroup owns 64 query rows at d = 64; K/V tiles of 64 x 64 are loaded by a producer warp into a ring of 4 shared buffers while consumer warpgroups compute.",
        "numericalStability": "Per-row max and norm vectors in fp32 registers; after each QK^T tile, the old norm and the output accumulator are multiplied by exp(max_old - max_new).",
        "tradeOff": "Shared memory layout matters: loads into an unswizzled layout cause bank conflicts, which stall the tensor cores; the kernel uses swizzled layouts at the cost of needing tiles in multiples of 16.",
    }
