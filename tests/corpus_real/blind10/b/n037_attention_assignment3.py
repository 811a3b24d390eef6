# Sources: S37 (learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "Tiling makes the optimized kernel do fewer FLOPs than the naive S x S version, since each tile only computes the part of QK^T it needs, and that is where the speed-up comes from.",
        "tiling": "S = 4096, D = 64: one thread block per 64-row Q tile kept in shared memory, K and V tiles of 64 rows streamed in the inner loop (8 KB each in fp16), 4 warps per block.",
        "numericalStability": "Keep a running max and running denominator per query row in fp32; before adding a new K tile, multiply the old accumulator and denominator by exp(old_max - new_max).",
        "tradeOff": "With D = 128 the same 64-row tiles double to 16 KB each and the fp32 accumulator per thread doubles, so registers spill unless the tile drops to 32 rows.",
    }
