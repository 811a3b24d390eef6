# Sources: S25 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Like FlashAttention, we reduce memory access overhead by processing attention block "
            "by block, which keeps the prefill efficient for long contexts."
        ),
        "tiling": (
            "Query blocks of 128 tokens, key blocks of 128 tokens; per query block the inner loop "
            "visits only the key blocks whose cumulative estimated attention reaches the "
            "threshold gamma, plus the diagonal block."
        ),
        "numericalStability": (
            "Within the selected blocks the online softmax keeps a running max and sum per row "
            "in fp32 and rescales the partial output by exp(m_old - m_new) whenever the max grows."
        ),
        "tradeOff": (
            "Ranking blocks costs an extra pass: pooled attention between the last 128 queries "
            "and all key blocks is computed first, a separate kernel that re-reads K before the "
            "sparse kernel runs."
        ),
    }
