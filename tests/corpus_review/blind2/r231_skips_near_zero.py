# Sources: S53 (paraphrase / learner rewrite)

def reviewAnswer():
    return "After softmax most attention weights are basically zero, so FlashAttention exploits the sparsity of the attention matrix and skips the near-zero scores. That means a lot less compute."
