# Sources: S19, S03 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "No N x N matrix in HBM: Q, K, V in, O and logsumexp out; scores exist only per tile on chip."
        ),
        "tiling": (
            "BLOCK_M = 128 query rows per CTA, resident; BLOCK_N = 64 K/V rows per iteration; for causal, K/V "
            "blocks fully above the diagonal are skipped."
        ),
        "numericalStability": (
            "Online softmax in fp32; for rows that are fully masked m stays -inf, so we set m_safe = 0 before "
            "exp(S - m_safe), otherwise exp(-inf - (-inf)) gives NaN; the accumulator is rescaled by "
            "exp(m_old - m_new)."
        ),
        "tradeOff": (
            "The downside is that skipping the causal blocks halves the work, which is mostly good for speed."
        ),
    }
