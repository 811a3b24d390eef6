def designOutline():
    return {
        "memoryTraffic": "S/P never written to HBM; Q, K, V read; O and LSE written.",
        "tiling": "BLOCK_M = 64, BLOCK_N = 64; Q block resident in shared memory; loop over K/V blocks.",
        "numericalStability": "Online softmax with running max and sum, rescaling by exp(m_old - m_new), fp32.",
        "tradeOff": "None. FlashAttention is strictly better than standard attention in every respect.",
    }
