# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Keep everything on chip as much as possible and minimise reads/writes to HBM.",
        "tiling": "Each CTA: one 128-row Q tile in SMEM, loops over 128-row K/V tiles, d = 64.",
        "numericalStability": "The running max m and sum l are carried across K/V tiles; O is rescaled by exp(m_old - m_new).",
        "tradeOff": "Downside: it is harder to implement and debug than the naive version.",
    }
