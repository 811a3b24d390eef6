# Sources: S02* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "S and P are never written to HBM: one fused kernel reads Q, K, V and writes O and the row logsumexp.",
        "tiling": "Each value must name a concrete mechanism or decision.",
        "numericalStability": "Running row max and row sum in fp32; when the max grows the accumulator is rescaled by exp(m_old - m_new); divide by the sum at the end.",
        "tradeOff": "Backward has to recompute S and P per block because P is dropped, which costs an extra QK^T matmul per block.",
    }
