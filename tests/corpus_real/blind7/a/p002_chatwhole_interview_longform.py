# Sources: S02 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "So the main thing to understand is that standard attention has to write the full attention matrix "
            "into GPU memory and then read it back for the softmax and then again to multiply with V, and for "
            "long sequences this back and forth is what dominates. Flash attention fuses the whole thing into one "
            "kernel so that the attention weights never go to HBM at all, we only read Q, K, V and write the "
            "output, which is why it is faster even though the math is exactly the same."
        ),
        "tiling": (
            "The computation is split into tiles so that everything fits in the fast memory and the GPU is used "
            "efficiently. The tile size is chosen depending on the hardware, and this is what gives the big "
            "speedups in practice."
        ),
        "numericalStability": (
            "The softmax is computed incrementally: we keep track of the maximum score seen so far and the "
            "normalizer, and whenever we see a larger score we rescale the previously accumulated values by "
            "exp(m_old - m_new) so the final result is identical to the full softmax."
        ),
        "tradeOff": (
            "It recomputes the attention in the backward pass instead of storing it, so there is extra "
            "computation in the backward, but the memory goes from quadratic to linear which is usually worth it."
        ),
    }
