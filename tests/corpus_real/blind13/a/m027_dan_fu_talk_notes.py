# Sources: S29 (paraphrase / learner rewrite)
# Notes from a guest lecture, rewritten as the assignment.


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention reduces the computational cost of self-attention: by never "
            "computing the full attention matrix it does fewer FLOPs than standard attention, "
            "which is why it is 2-4x faster."
        ),
        "tiling": (
            "Loop order from the talk: outer loop over K/V blocks, inner loop over Q blocks "
            "(FlashAttention-1); block sizes Bc = ceil(M / 4d) and Br = min(Bc, d) for an SRAM "
            "of M elements."
        ),
        "numericalStability": (
            "Keep per-row statistics m and l; when a new block arrives, scale the old output by "
            "exp(m_old - m_new) * l_old / l_new and add the new block's contribution."
        ),
        "tradeOff": (
            "The backward has to recompute the attention blocks from Q, K and the saved "
            "statistics because P was not stored, which adds FLOPs even though it is faster "
            "overall."
        ),
    }
