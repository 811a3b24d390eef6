# Sources: S55 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "In my flash attention emulation each block S_ij = Q_i K_j^T is written to a global scores buffer in HBM, "
            "then the softmax reads it back block by block, then it is multiplied by V_j; so memory per step is "
            "O(N * Bc) instead of N^2."
        ),
        "tiling": "Br = Bc = 64, d = 64; outer loop over Q blocks, inner loop over K/V blocks.",
        "numericalStability": (
            "Per row a running max and running sum; the output accumulator is rescaled by exp(m_old - m_new) when "
            "the max grows, and divided by the sum at the end."
        ),
        "tradeOff": (
            "The PyTorch emulation is far slower than SDPA, because every block is a separate small matmul launched "
            "from a Python loop."
        ),
    }
