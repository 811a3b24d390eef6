def designOutline():
    return {
        "memoryTraffic": "S = QK^T and P are kept on chip and never written to HBM; the kernel reads Q, K, V and writes O and the per-row logsumexp.",
        "tiling": "Break the computation into tiles that fit in fast memory to improve performance.",
        "numericalStability": "Online softmax keeping a running max and sum per row in fp32; rescale the output accumulator by exp(m_old - m_new) when the max changes.",
        "tradeOff": "Recomputing P in the backward pass costs extra FLOPs but avoids storing an N x N matrix.",
    }
