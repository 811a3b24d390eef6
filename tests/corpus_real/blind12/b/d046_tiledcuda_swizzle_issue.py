# Sources: S46 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V tiles move global -> shared; the S tile stays in registers; O is written once.",
        "tiling": "kTM = 64 query rows, kTN = 128 keys, head dim 128; tiles stored in shared memory with a swizzled layout.",
        "numericalStability": "Softmax per tile: subtract the tile max, exponentiate, divide by the tile sum, then accumulate P V into O.",
        "tradeOff": "Without swizzling, ldmatrix from a row-major 128-wide tile hits 8-way bank conflicts and the warps stall on shared memory.",
    }
