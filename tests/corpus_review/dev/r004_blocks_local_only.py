# Sources: S01 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention splits the sequence into blocks so each query only looks at the keys in its own block. That cuts the quadratic number of dot products, which is why it is so much faster."
