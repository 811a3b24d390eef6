# Sources: S36 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention saves memory because it doesn't store the attention matrix, and with more free memory you can use bigger batches, which is why training is faster."
