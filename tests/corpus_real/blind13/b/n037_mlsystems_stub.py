# Sources: S34 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Memory reduction: 5-42x compared to standard attention.",
        "tiling": "TODO: implement block-wise Q, K, V processing",
        "numericalStability": (
            "Online softmax with running statistics: row max m and row sum l per query row; the "
            "output accumulator is scaled by exp(m_old - m_new) whenever a new K/V block raises m."
        ),
        "tradeOff": (
            "The recomputation strategy costs a second QK^T in the backward, because P is not "
            "kept from the forward."
        ),
    }
