# Sources: S19 (paraphrase / learner rewrite, forum Q&A)


def designOutline():
    return {
        "memoryTraffic": (
            "Q: how is this different from 'Self-attention does not need O(n^2) memory'? A "
            "(paraphrasing the thread and appendix B.5): both avoid storing S and P, but "
            "FlashAttention is IO-aware: everything is fused into one CUDA kernel, so each S tile "
            "stays in SRAM and is never written to HBM, whereas chunking at the framework level still "
            "sends every chunk's scores through HBM."
        ),
        "tiling": (
            "Block sizes per the answer: Bc = M/(4d) so the Br x Bc block of S fits, Br <= min(d, M/d); "
            "in the real code they're just multiples of 16, e.g. 128 x 64 for d <= 64."
        ),
        "numericalStability": (
            "The memory-efficient paper also does the running max trick; FlashAttention keeps m and "
            "l per row and rescales O by exp(m_old - m_new) with each K/V block, storing m, l (later "
            "only the logsumexp) for the backward."
        ),
        "tradeOff": (
            "FlashAttention's backward recomputes the S and P blocks from Q, K and the saved "
            "statistics - extra matmuls - but it's still faster because the alternative is reading an "
            "N x N P from HBM."
        ),
    }
