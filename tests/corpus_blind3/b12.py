def designOutline():
    return {
        "memoryTraffic": "S is never stored to HBM; each program loads one Q tile and all K/V tiles; the output tile is stored once.",
        "tiling": "BLOCK_M = BLOCK_N = 1024 with head_dim = 128: each program keeps a 1024 x 128 Q tile in shared memory and streams 1024 x 128 K and V tiles, so only N/1024 iterations are needed.",
        "numericalStability": "Running max and running sum per row with exp(m_old - m_new) rescaling of the accumulator; fp32.",
        "tradeOff": "Recomputing S in the backward costs an extra matmul per tile.",
    }
