# Sources: S01 (paraphrase / learner rewrite, Japanese-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "Memory traffic のポイントは online softmax: we keep running max m and sum l per row, and when "
            "m becomes bigger we multiply old O by exp(m_old − m_new). So softmax can be done block by block."
        ),
        "tiling": (
            "Q block Br = 64 rows stays in shared memory, one CTA per Q block × head; K and V come in "
            "Bc = 64 row blocks in the inner loop, 4 warps."
        ),
        "numericalStability": (
            "Same as above — running max m and running sum l in fp32, rescale the accumulator with "
            "exp(m_old − m_new), divide by l only at the end. Masked rows get -inf but we guard so the "
            "output is 0, not NaN."
        ),
        "tradeOff": (
            "Cost: backward needs S and P again, but we did not save P, so it recomputes them from Q, K and "
            "logsumexp — one more QK^T matmul per block."
        ),
    }
