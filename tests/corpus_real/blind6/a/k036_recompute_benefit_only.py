# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The forward pass stores only O and the logsumexp L (N floats) in HBM; the N x N matrix P is never saved.",
        "tiling": "Thread block per 128 query rows; K/V tiles of 64 rows double-buffered with cp.async.",
        "numericalStability": "Online softmax; logsumexp L = m + log(l) is saved so that backward can rebuild P = exp(S - L) exactly.",
        "tradeOff": "Recomputation in backward makes it use less memory and actually run faster than reading P from HBM.",
    }
