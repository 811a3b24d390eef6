# Sources: S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "We get a close-to-exact result with far less memory traffic, because S is never written to HBM; only Q, K, V are read and O written.",
        "tiling": "Q tiles of 64 rows resident, K/V tiles of 64 rows streamed, d = 64.",
        "numericalStability": "Running max and sum in fp32, rescale the partial output by exp(m_old - m_new).",
        "tradeOff": "Backward recomputes S tile by tile from Q and K, one extra QK^T per tile, to avoid storing P.",
    }
