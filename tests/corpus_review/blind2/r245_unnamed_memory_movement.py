# Sources: S54 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Attention is memory-bound, and FlashAttention never materialises the N×N attention matrix, so it avoids a lot of unnecessary memory movement. The number of FLOPs is unchanged."
