# Sources: S33 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention exploits sparsity in the attention matrix: it skips the blocks whose scores are near zero, so it does much less work than dense attention."
