# Sources: S01 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention writes the attention matrix to HBM block by block as it goes, so at any time only a few blocks are there instead of the full N×N matrix. Since the memory bus is the bottleneck, that makes it faster."
