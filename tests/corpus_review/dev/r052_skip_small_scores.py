# Sources: S33 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention skips the attention scores that are close to zero and the masked positions, so it does less work."
