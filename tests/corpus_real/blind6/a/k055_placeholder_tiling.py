# Sources: S07 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Scores are computed in shared memory and thrown away after use, so the global memory only sees Q, K, V loads and the O store.",
        "tiling": "TODO",
        "numericalStability": "Online softmax: keep m and l for each row; when a chunk has a bigger max, multiply the old l and O by exp(m_old - m_new).",
        "tradeOff": "Causal at short length gave only 1.75x: there are few query tiles per head, so the GPU is not filled.",
    }
