def designOutline():
    return {
        "memoryTraffic": "Fused kernel: S and P stay in SRAM; HBM reads Q, K, V; HBM writes O and LSE.",
        "tiling": "BLOCK_M = 128 rows of Q resident on chip; BLOCK_N = 64 rows of K/V streamed; 8 warps.",
        "numericalStability": "Online softmax with running max and sum in fp32 and exp(m_old - m_new) rescaling.",
        "tradeOff": "The S tiles still have to be written to HBM and read back for the softmax, which costs bandwidth.",
    }
