# Sources: S43 (paraphrase / learner notes)

def designOutline():
    return {
        "memoryTraffic": "Reduces memory usage and increases speed by leveraging tiling and kernel fusion.",
        "tiling": "Tiling.",
        "numericalStability": "Keep a running max m and a running sum l per query row; when a new block has a larger max, multiply the old output and l by exp(m_old - m_new) before adding the new block.",
        "tradeOff": "The backward has to recompute S = QK^T per block because S was not stored, which is an extra matmul per block.",
    }
