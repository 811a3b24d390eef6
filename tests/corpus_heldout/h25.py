def designOutline():
    return {
        "memoryTraffic": "64 x 64 tiles with 4 warps and 2 stages.",
        "tiling": "Each CTA keeps a 64-row Q tile in shared memory and iterates over 64-row K/V tiles; grid (N/64, B*H).",
        "numericalStability": "Running max m and sum l per row, in fp32; rescale acc by exp(m_old - m_new).",
        "tradeOff": "The backward recomputes P from the saved LSE: more matmuls, much less memory.",
    }
