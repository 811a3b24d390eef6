# Sources: S114 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Attention is bandwidth-bound, and FlashAttention cuts the HBM traffic by never writing the attention matrix to HBM. It also skips blocks whose scores are close to zero, which saves a lot of compute."
