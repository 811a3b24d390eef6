# Sources: S01 (Algorithm 2, dropout), S02
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "No dropout mask is stored in HBM: only the Philox seed and offset are saved, and the mask for a "
            "tile is generated on chip. Together with S and P never being written, the forward stores only "
            "O and logsumexp."
        ),
        "tiling": (
            "Query blocks of 128 rows per CTA, key blocks of 128 for d = 64 (64 for d = 128); the RNG offset of "
            "each element is derived from (batch, head, row, col) so any CTA can regenerate its tile."
        ),
        "numericalStability": (
            "The dropout is applied to P after the softmax numerator exp(S - m_new) but the normaliser l "
            "accumulates the un-dropped values, so the rescaling by exp(m_old - m_new) and the final /l are "
            "the same as without dropout; all statistics in fp32."
        ),
        "tradeOff": (
            "The backward has to regenerate the same dropout mask with Philox for every tile it recomputes, "
            "which costs extra integer work; with dropout on, the forward is around 10-15% slower."
        ),
    }
