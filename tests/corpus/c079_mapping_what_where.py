def designOutline():
    return {
        "memoryTraffic": {
            "what": "attention scores S and probabilities P",
            "where": "registers / shared memory only, never HBM",
            "how much": "HBM traffic is Q, K, V in and O, LSE out: O(N d) instead of O(N^2)",
        },
        "tiling": {
            "what": "Q in blocks of 128 rows, K/V in blocks of 64 rows",
            "where": "Q block resident in shared memory for the whole inner loop over K/V blocks",
            "how big": "128*64*2 + 2*64*64*2 bytes = 32 KB of shared memory at d = 64",
        },
        "numericalStability": {
            "what": "running row max m and running row sum l",
            "how": "acc and l rescaled by exp(m_old - m_new) each block; O = acc / l at the end",
            "precision": "fp32 for m, l and acc",
        },
        "tradeOff": {
            "what": "shared memory vs occupancy",
            "why": "doubling BLOCK_N to 128 doubles the K/V tiles to 32 KB (48 KB in all), so fewer CTAs fit per SM",
        },
    }
