# Sources: S01 (paraphrase / learner rewrite, Arabic-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "المشكلة: standard attention writes S and P (N×N) to HBM and reads them back, and this is why "
            "it is slow — memory-bound."
        ),
        "tiling": (
            "Q blocks of Br = 64 rows stay in shared memory (one thread block لكل block), K/V blocks of "
            "Bc = 64 rows are streamed in the inner loop; grid = (N/64, B×H)."
        ),
        "numericalStability": (
            "Online softmax: running max m و running sum l في fp32؛ rescale the accumulator by "
            "exp(m_old − m_new) when a new block has a bigger max."
        ),
        "tradeOff": (
            "The cost: P is not kept, so the backward must recompute S and P from Q, K and logsumexp — an "
            "extra QK^T per block."
        ),
    }
