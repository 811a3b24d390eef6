# Sources: S01 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention is IO-aware: it accounts for reads and writes between levels of GPU memory. The arithmetic is the same, it is just scheduled better."
