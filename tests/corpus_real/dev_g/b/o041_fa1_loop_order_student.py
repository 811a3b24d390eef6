# Sources: S01 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Fused kernel: the S tile for (Q block, K block) is computed in SRAM and used immediately, it is never stored to HBM. Traffic is Q, K, V in and O out; for N = 4096, d = 64 that is about 2 MB instead of 64+ MB for the S/P round trips.",
        "tiling": "Br = 64, Bc = 64, d = 64: Q block 8 KB + K/V blocks 16 KB in SMEM; outer loop Q blocks, inner loop K/V blocks, one CTA per Q block and head.",
        "numericalStability": "For each block, subtract the block max and apply softmax to that block, then multiply by V_j and add the block result into O.",
        "tradeOff": "Larger blocks (128 x 128) would raise register pressure for the accumulator and the compiler spills to local memory.",
    }
