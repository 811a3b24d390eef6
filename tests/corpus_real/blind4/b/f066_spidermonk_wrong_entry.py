# Sources: S33 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S = QK^T / sqrt(d_k) is never stored in HBM; only O and the statistics m, l are written.",
        "tiling": "The key is that softmax can be computed block by block: keep the max and the sum, multiply the old results by exp(m_old - m_new).",
        "numericalStability": "Same as in tiling: running max and sum, rescale with exp(m_old - m_new), final divide by the sum.",
        "tradeOff": "Extra cost: the backward recomputes S from Q and K since P was dropped.",
    }
