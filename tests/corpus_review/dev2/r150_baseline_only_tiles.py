# Sources: S106 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Standard attention is slow because it reads and writes the full attention matrix to GPU memory several times. FlashAttention computes it in tiles instead."
