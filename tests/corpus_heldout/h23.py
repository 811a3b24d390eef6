def designOutline():
    return {
        "memoryTraffic": "Nothing quadratic in N touches HBM: S and P tiles are consumed in SRAM. Reads Q, K, V; writes O and the row LSE.",
        "tiling": "Launch lots of thread blocks so all SMs have work.",
        "numericalStability": "Row max subtracted before exp; running sum; old accumulator multiplied by exp(m_old - m_new); fp32 state.",
        "tradeOff": "Each thread holds d fp32 accumulator values for its rows, so at d = 256 the accumulator no longer fits in registers and spills to local memory.",
    }
