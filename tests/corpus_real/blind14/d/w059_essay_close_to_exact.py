# Sources: S12 (paraphrase), S01* (learner essay)
def designOutline():
    return {
        "memoryTraffic": (
            "The big realisation for me was that the N x N matrix never has to exist in HBM. My kernel computes each score "
            "tile in shared memory, uses it immediately against V, and throws it away; the only HBM writes are O and the "
            "per-row logsumexp, and the reads are Q, K and V."
        ),
        "tiling": "Tiles are chosen to fit nicely in fast memory, with sizes tuned for the GPU at hand.",
        "numericalStability": (
            "The result is close to exact -- slightly off from the reference because each block's exponentials are computed "
            "separately -- but the running max m and sum l, rescaled with exp(m_old - m_new), keep it from overflowing."
        ),
        "tradeOff": (
            "The backward has to recompute the score tiles from Q and K since they were never stored, which adds one more "
            "matmul per tile."
        ),
    }
