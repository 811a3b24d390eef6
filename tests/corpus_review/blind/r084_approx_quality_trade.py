# Sources: S01 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention is an approximate attention algorithm that trades a little model quality for big speed-ups by computing attention in blocks."
