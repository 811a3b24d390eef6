# Sources: S01 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention reduces the number of FLOPs by computing attention in blocks, and it also reduces HBM reads and writes because the N×N matrix never goes to HBM. Both make it faster."
