# Sources: S05, B2 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Naive version materializes an O(N^2) score matrix in HBM and OOMs on long sequences. "
                         "In my Triton kernel QK^T, softmax and the PV product are one kernel: score tiles live in "
                         "registers/SRAM only, HBM sees Q, K, V loads and the O store.",
        "tiling": "BLOCK_M = 64 query rows per program, grid = (cdiv(N, 64), batch*heads); the inner loop walks "
                  "K/V in BLOCK_N = 32 row tiles, head dim 128, num_stages = 2. The Q tile and the fp32 acc stay "
                  "resident for the whole loop.",
        "numericalStability": "For each K/V block: subtract the block max from the scores, exp, divide by the block's "
                              "own sum, multiply by V and add the block result into acc. Every block is a proper "
                              "softmax on its own, so the values never overflow.",
        "tradeOff": "With BLOCK_M = 128, BLOCK_N = 128 and num_stages = 3 the shared memory needed goes past the "
                    "101 KB limit on my 4090, Triton throws OutOfResources, so block sizes must be autotuned per GPU.",
    }
