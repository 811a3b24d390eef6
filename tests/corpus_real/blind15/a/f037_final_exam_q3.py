# Sources: S01 (paraphrase / learner rewrite, rushed exam answer)


def designOutline():
    return {
        "memoryTraffic": "FlashAttention is IO-aware: it reduces the memory reads and writes between the slow and the fast "
                         "memory of the GPU, which is the real bottleneck of attention.",
        "tiling": "It uses tiling so that the computation fits in the fast memory and the GPU is used efficiently.",
        "numericalStability": "Softmax is computed block by block with a running max m and running sum l per row; "
                              "when a block has a larger max, previous results are rescaled with exp(m_old - m_new).",
        "tradeOff": "The backward pass must recompute the attention scores from Q and K because the probability matrix "
                    "is not saved, which costs extra FLOPs.",
    }
