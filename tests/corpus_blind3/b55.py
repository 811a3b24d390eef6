def designOutline():
    return {
        "memoryTraffic": "N x N attention matrix is never written to global memory; each block of it is computed in shared memory and used immediately.",
        "numericalStability": "Running max and running sum per row, earlier blocks rescaled by exp(m_old - m_new) when the max increases, fp32 accumulation.",
        "tradeOff": "Backward must recompute S and P from Q and K, which adds FLOPs because P was not stored.",
    }
