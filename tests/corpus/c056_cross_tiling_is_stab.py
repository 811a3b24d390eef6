def designOutline():
    return {
        "memoryTraffic": "One kernel, no N x N tensor in HBM: reads Q, K, V; writes O and the row logsumexp.",
        "tiling": "Process the scores incrementally: keep a running max and running sum for each row and rescale the partial output with exp(m_old - m_new).",
        "numericalStability": "Online softmax in fp32: m and l updated per K/V block, acc multiplied by exp(m_old - m_new) before adding the new contribution.",
        "tradeOff": "Recomputation in the backward: extra QK^T matmuls instead of storing P.",
    }
