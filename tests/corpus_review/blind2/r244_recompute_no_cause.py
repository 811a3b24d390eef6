# Sources: S61 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention doesn't store the attention matrix for the backward pass, it recomputes it (so more FLOPs, if anything), and it reduces HBM reads and writes. That's why it's faster."
