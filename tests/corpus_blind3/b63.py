def designOutline():
    return {
        "memoryTraffic": "HBM is touched only for Q, K, V (read) and O, lse (write); scores live in registers.",
        "tiling": "BLOCK_M = 64, BLOCK_N = 64, num_warps = 4, num_stages = 2, one program per (query block, head).",
        "numericalStability": "online softmax.",
        "tradeOff": "num_stages = 2 doubles the shared memory for K/V tiles, so at head_dim = 256 it exceeds the SM's shared memory and the kernel cannot launch.",
    }
