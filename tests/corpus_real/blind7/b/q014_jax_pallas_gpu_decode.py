# Sources: S14 (paraphrase / learner rewrite)

BLOCK_K = 256
K_SPLITS = 16


def designOutline():
    return {
        "memoryTraffic": (
            f"Each program reads its 1/{K_SPLITS} slice of K and V from HBM once, the single query token per head "
            "stays in registers, and each split writes only its partial o, l and m; the splits are combined "
            "outside the kernel."
        ),
        "tiling": (
            f"grid = (num_heads, k_splits = {K_SPLITS}); inside a program we loop over the slice in "
            f"block_k = {BLOCK_K} keys at a time."
        ),
        "numericalStability": (
            "Per split keep m and l in fp32; to combine, m_max = max over splits, "
            "o = sum(exp(m_i - m_max) * o_i) / sum(exp(m_i - m_max) * l_i)."
        ),
        "tradeOff": (
            f"For short contexts k_splits = {K_SPLITS} leaves most splits with one block of {BLOCK_K} keys or none, "
            "so the extra combine and the empty programs cost more than the parallelism buys."
        ),
    }
