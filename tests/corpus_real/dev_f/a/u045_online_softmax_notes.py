# Sources: S06, S03 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The trick is the online softmax: per row we keep the running max m and the running sum l, and we "
            "rescale the partial output by exp(m_old - m_new) each time a new block arrives."
        ),
        "tiling": (
            "Br = 64 query rows stay in shared memory for one thread block; Bc = 64 key/value rows are loaded per "
            "iteration; grid over (query blocks, batch x heads)."
        ),
        "numericalStability": (
            "Max subtraction inside every block with the running max, fp32 for m, l and the accumulator, "
            "final division by l once at the end."
        ),
        "tradeOff": (
            "Backward has to regenerate S tile by tile from Q, K and the saved logsumexp because P was dropped, "
            "so roughly one extra QK^T matmul per tile."
        ),
    }
