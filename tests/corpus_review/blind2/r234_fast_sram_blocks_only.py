# Sources: S55 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Standard attention is slow because it reads and writes the full attention matrix to GPU memory. FlashAttention instead processes blocks that fit in fast SRAM and never materialises the full attention matrix, which cuts the reads and writes to HBM."
