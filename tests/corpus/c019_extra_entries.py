def designOutline():
    return {
        "author": "jdoe",
        "memoryTraffic": "Keep S = QK^T and P = softmax(S) in on-chip SRAM; never write them to HBM. Per head, HBM traffic is Q, K, V in and O plus the row logsumexp out.",
        "tiling": "Tile Q into 64-row blocks (one per program, resident in SRAM) and K/V into 32-row blocks streamed by the inner loop; at d = 128 fp16 that is 16 KB + 8 KB + 8 KB of SRAM.",
        "numericalStability": "Online softmax: running row max m, running row sum l, rescaling of the fp32 accumulator by exp(m_old - m_new); the final O is acc / l.",
        "tradeOff": "Recomputation: the backward regenerates P from Q, K and the logsumexp, paying extra matmuls for not storing P.",
        "references": ["Dao et al. 2022", "Dao 2023"],
        "confidence": "medium",
    }
