# Sources: S01 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention approximates the softmax tile by tile so it never needs the full row of scores. The small error is worth it because it only touches fast SRAM instead of slow HBM."
