# Sources: S01 (paraphrase / learner rewrite, Portuguese-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "S e P never go to HBM, they stay in SRAM tile by tile inside one fused kernel; HBM only sees "
            "Q, K, V reads and O + logsumexp writes."
        ),
        "tiling": (
            "First we load all of K and V into shared memory once, then loop over Q blocks of 64 rows, so "
            "K and V are read from HBM only one time."
        ),
        "numericalStability": (
            "Online softmax with m (max) and l (sum) in fp32 per row, rescale the accumulator by "
            "exp(m_old − m_new) when the max changes."
        ),
        "tradeOff": (
            "Custo: backward recomputes S and P from Q, K and logsumexp because P was not saved — one extra "
            "QK^T per block."
        ),
    }
