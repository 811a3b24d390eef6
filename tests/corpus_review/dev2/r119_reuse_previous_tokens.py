# Sources: S119 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It avoids redundant work. During generation, standard attention recomputes the full attention matrix for every new token, while FlashAttention reuses what it already computed, so ~99% of the computation is skipped."
