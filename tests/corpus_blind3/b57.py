def designOutline():
    return {
        "memoryTraffic": "1) Load Q block from HBM to SRAM once. 2) For each K/V block: load it to SRAM, compute the scores in SRAM, update the output in SRAM. 3) Write the output block to HBM. The big attention matrix is never in HBM, only the small per-row max and sum go back with O.",
        "tiling": "1) Q blocks of 128 rows, K/V blocks of 64 rows, head dim 64. 2) Each GPU thread block gets one Q block of one head. 3) Inside, loop over K/V blocks from left to right. 4) Total shared memory = (128 + 64 + 64) x 64 x 2 bytes = 32 KB.",
        "numericalStability": "1) Keep the biggest score seen so far for each row (running max). 2) Keep the sum of exp(score - running max). 3) When the running max changes, multiply the sum and the output so far by exp(old max - new max). 4) Use float32 for these.",
        "tradeOff": "1) Larger blocks mean fewer passes over K and V, but they use more shared memory and registers, so fewer thread blocks fit on one SM at the same time (lower occupancy).",
    }
