# Sources: S09 (paraphrase / learner rewrite of a forum-style issue question)


def designOutline():
    return {
        "memoryTraffic": (
            "I think the forward writes the S tiles to HBM one by one so the backward can read them back "
            "later, that is how it avoids holding the whole matrix on chip?"
        ),
        "tiling": (
            "Maybe BLOCK_M = 64 and BLOCK_N = 32? The Q block stays in SRAM and we loop over the K/V blocks."
        ),
        "numericalStability": (
            "Subtract the running max and rescale the previous sum when the max changes (I guess by "
            "exp(m_old - m_new))."
        ),
        "tradeOff": "The backward is hard.",
    }
