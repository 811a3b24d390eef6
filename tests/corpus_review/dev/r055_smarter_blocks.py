# Sources: S14 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention uses a smarter algorithm that computes attention in blocks, which is more efficient on GPUs."
