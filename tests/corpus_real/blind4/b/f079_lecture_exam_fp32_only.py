# Sources: S30 (exam-answer style; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S and P stay in SMEM/registers, never written to HBM; HBM: read Q, K, V; write O + LSE.",
        "tiling": "BLOCK_M 64, BLOCK_N 64, HEAD_DIM 64, 4 warps, 3 stages; causal: skip the tiles above the diagonal.",
        "numericalStability": "fp32.",
        "tradeOff": "num_stages = 3 means 3 copies of the K/V tiles in smem: at HEAD_DIM = 128 that is 3 x 32 KB = 96 KB, so only 2 CTAs fit per SM.",
    }
