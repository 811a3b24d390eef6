# Sources: S06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V read from HBM tile by tile; the attention scores are never written out, only O.",
        "tiling": "BLOCK_SIZE_Q = 64, BLOCK_SIZE_K = 32, head_dim = 64, grid over (N/64, heads). Inside the loop I keep m_i and l_i and rescale acc by exp(m_i - m_new).",
        "numericalStability": "Handled in the tiling loop (see above).",
        "tradeOff": "If you forget to rescale acc when the max changes, the output is wrong for any row whose max is not in the first K block.",
    }
