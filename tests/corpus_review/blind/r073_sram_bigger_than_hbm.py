# Sources: S01 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention is faster because SRAM is bigger than HBM, so the whole attention matrix fits there and never has to go to HBM."
