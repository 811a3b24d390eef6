# Sources: learner skeleton (unfinished)
def designOutline():
    return {
        "memoryTraffic": "TODO",
        "tiling": "tbd",
        "numericalStability": "Online softmax: running max m and sum l per query row in fp32; O rescaled by exp(m_old - m_new) at each KV block.",
        "tradeOff": "...",
    }
