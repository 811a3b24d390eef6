def designOutline():
    return {
        "memoryTraffic": "S and P never written to HBM; read Q, K, V; write O and LSE.",
        "tiling": None,
        "numericalStability": "Running max and running sum per row in fp32; rescale by exp(m_old - m_new).",
        "tradeOff": "Backward recomputation: extra FLOPs for O(N) memory.",
    }
