def designOutline():
    return {
        "memoryTraffic": "Kernel fusion and recomputation reduce memory traffic.",
        "tiling": "Q split into 64-row blocks, each held in shared memory by one CTA; K/V split into 64-row blocks and looped over.",
        "numericalStability": "Subtract the running max, keep a running sum, rescale acc by exp(m_old - m_new); fp32 statistics.",
        "tradeOff": "Recomputation in the backward costs extra FLOPs (S and P are rebuilt from Q, K and the stored logsumexp).",
    }
