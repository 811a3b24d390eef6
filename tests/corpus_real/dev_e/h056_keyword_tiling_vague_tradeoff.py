# Sources: S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The kernel never writes the attention matrix to HBM: Q, K, V in, O out.",
        "tiling": "Br, Bc, SRAM, warps, shared memory",
        "numericalStability": "Online softmax keeps m and l per row in fp32 and rescales the accumulator by exp(m_old - m_new).",
        "tradeOff": "There are trade-offs between speed, memory and complexity, depending on the hardware.",
    }
