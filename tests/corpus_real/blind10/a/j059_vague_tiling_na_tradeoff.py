# Sources: S12, S19 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Scores S and probabilities P are kept on chip tile by tile and never written to HBM; only Q, K, V come in and O plus the row logsumexp go out.",
        "tiling": "We use shared-memory tiling with an outer and an inner loop.",
        "numericalStability": "Running max m and running sum l per row in fp32; partial output multiplied by exp(m_old - m_new) whenever the max increases; final O / l.",
        "tradeOff": "n/a",
    }
