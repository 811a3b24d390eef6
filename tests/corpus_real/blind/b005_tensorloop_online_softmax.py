# Sources: S12 (tensorloop.tech, "FlashAttention & Online Softmax")
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "The full N x N score matrix is never materialized in HBM: scores are produced block by block "
            "in on-chip memory, turned into probabilities, multiplied by V and discarded; HBM only sees "
            "Q, K, V read and O written."
        ),
        "tiling": (
            "We process attention scores in blocks because the full N x N matrix won't fit in fast "
            "on-chip memory, so we only see one block at a time."
        ),
        "numericalStability": (
            "Maintain a running max m and running sum l and correct them when a new block arrives: "
            "m_new = max(m1, m2), l_new = l1 * exp(m1 - m_new) + sum exp(x_j - m_new). The running "
            "output is rescaled the same way, O_new = O1 * exp(m1 - m_new) + new block contribution, "
            "and divided by the final l at the end."
        ),
        "tradeOff": (
            "Safe softmax is mathematically identical but still needs two passes (find max, then sum)."
        ),
    }
