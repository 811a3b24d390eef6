def designOutline():
    return {
        "memoryTraffic": "S and P are never written to HBM; one kernel reads Q, K, V and writes O and the logsumexp.",
        "tiling": "Q block of 128 rows resident in SRAM per CTA, K/V streamed in 64-row blocks, 8 warps.",
        "numericalStability": "Online softmax: running max, running sum, rescale of the fp32 accumulator by exp(m_old - m_new).",
        "tradeOff": "FlashAttention is an approximation of softmax attention: it trades a little accuracy for speed, so outputs differ slightly from the exact result.",
    }
