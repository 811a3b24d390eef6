# Sources: S68 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It caches the keys and values from previous tokens in GPU memory so it doesn't have to recompute them for every new token, which is why generation is 2-4x faster."
