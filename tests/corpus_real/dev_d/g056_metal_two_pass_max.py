# Sources: S24, S25 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S and P never go to device memory; the only reads are Q once and K, V per query block, the only writes O and the per-row logsumexp.",
        "tiling": "R_simd = 32 query rows per simdgroup, C_simd = 64 key columns per step, D padded to a multiple of 8; 4 simdgroups per threadgroup (R_group = 128 rows).",
        "numericalStability": "A partial max gives wrong results, so the kernel first makes one pass over all K blocks to find the exact row max, then a second pass computes exp(s - max), the row sum and P V with that fixed max.",
        "tradeOff": "Register pressure: at D = 128 the O accumulator of 32 x 128 floats per simdgroup does not fit in registers and spills to threadgroup memory.",
    }
