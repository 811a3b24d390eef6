# Sources: S09 (paraphrase), S01 (paraphrase / learner rewrite as flashcards)


def designOutline():
    return {
        "memoryTraffic": [
            "Q: what never leaves the chip? A: S = QK^T and P = softmax(S), they stay in SRAM one tile at a time.",
            "Q: what goes to HBM? A: read Q, K, V; write O and the per-row logsumexp (O(N) extra).",
        ],
        "tiling": [
            "Q: loop order (FA2)? A: outer over 128-row Q blocks (one CTA each, Q + fp32 acc resident), inner over 64-row K/V blocks.",
            "Q: causal? A: skip K/V blocks entirely above the diagonal.",
        ],
        "numericalStability": [
            "Q: what is tracked? A: running max m and running sum l per row, in fp32.",
            "Q: what happens when m grows? A: acc and l are multiplied by exp(m_old - m_new).",
        ],
        "tradeOffs": [
            "Q: cost of not storing P? A: backward recomputes S and P from Q, K and the logsumexp, about one extra "
            "QK^T matmul per block.",
        ],
    }
