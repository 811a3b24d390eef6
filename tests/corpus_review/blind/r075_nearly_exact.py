# Sources: S01 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention is nearly exact, the blockwise softmax introduces only tiny errors, and it is faster because the attention matrix is never written to HBM; everything stays in on-chip SRAM, which is an order of magnitude faster."
