# Sources: S01 (paraphrase / learner misconception)

def reviewAnswer():
    return "Naive attention writes S to HBM and reads it twice; FlashAttention writes S only once and reads it once, halving HBM traffic, and since attention is memory-bound that halves the time."
