def designOutline():
    return {
        "memoryTraffic": "Single fused kernel; scores and probabilities are never stored to global memory; writes are O and LSE.",
        "tiling": "Q tile 128 rows in SMEM; K/V tiles 64 rows streamed; 8 warps.",
        "numericalStability": "Online softmax: running max, running sum, exp(m_old - m_new) rescale, fp32.",
        "tradeOff": "BLOCK_M = 128, BLOCK_N = 64, num_warps = 8, num_stages = 2.",
    }
