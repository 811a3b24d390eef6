# Sources: S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Never write S or P to HBM; Q, K, V read, O written, plus the LSE per row.",
        "tiling": "Br = 128, Bc = 128, d = 64; Q in shared memory, K/V tiles streamed, grid (N/128, B*H).",
        "numericalStability": "Per-row running max and sum in fp32; the partial O is rescaled by exp(m_old - m_new).",
        "tradeOff": "It is harder to implement and maintain.",
    }
