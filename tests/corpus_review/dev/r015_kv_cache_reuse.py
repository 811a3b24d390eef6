# Sources: S31 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention caches the keys and values from previous calls so it doesn't have to recompute them for every new token, which saves a lot of computation."
