def designOutline():
    return {
        "memoryTraffic": "Never write S or P to HBM: compute them tile by tile in SRAM and consume them immediately. HBM reads are Q, K, V; writes are O and L.",
        "tiling": "64-row Q tile per thread block held in shared memory; inner loop over 64-row K/V tiles; 4 warps.",
        "numericalStability": "Track running max m and running sum l per query row; rescale previous accumulations by exp(m_old - m_new); fp32 accumulation.",
        "tradeOff": "Every design has pros and cons, and this one is no different.",
    }
