# Sources: S01, S02 -- unfinished learner draft
# Learner draft with placeholders.

def designOutline():
    return {
        "memoryTraffic": (
            "S and P are computed tile by tile in SRAM and never written to HBM; only Q, K, V are read and O "
            "and the logsumexp are written."
        ),
        "tiling": "TODO",
        "numericalStability": (
            "Online softmax: running max m and sum l per row in fp32, accumulator rescaled by exp(m_old - m_new) "
            "for every new K/V block, final division by l."
        ),
        "tradeOff": "tbd",
    }
