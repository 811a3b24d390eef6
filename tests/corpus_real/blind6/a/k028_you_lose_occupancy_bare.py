# Sources: S09 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "N x N scores never touch HBM. Reads: Q, K, V; writes: O. That's O(Nd) instead of O(N^2).",
        "tiling": "Q block 128 x 64 in shared memory, K/V 64 x 64 tiles double-buffered (2 stages) so the next tile loads while the current one is computed.",
        "numericalStability": "Online softmax with running max m and denominator l, rescale O with exp(m_old - m_new).",
        "tradeOff": "You lose occupancy.",
    }
