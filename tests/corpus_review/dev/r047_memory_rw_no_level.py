# Sources: S14 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention reduces memory reads and writes, which is why it is faster. The result is the same as normal attention."
