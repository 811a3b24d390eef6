def designOutline():
    return {
        "memoryTraffic": "Fused kernel so the N x N scores never hit HBM; read Q, K, V; write O and logsumexp.",
        "tiling": "tiling, blocks, SRAM",
        "numericalStability": "Subtract the running max before exp; rescale the running sum and the accumulator by exp(m_old - m_new); fp32.",
        "tradeOff": "Trade-offs exist.",
    }
