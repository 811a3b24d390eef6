# Sources: S05 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Standard attention writes the N×N matrix to HBM and reads it back several times. FlashAttention is faster because it is IO-aware."
