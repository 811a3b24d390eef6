# Sources: S112 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Standard attention is memory-bandwidth bound, the bottleneck being reads/writes to HBM. FlashAttention tiles into SRAM blocks and never materializes the full N×N matrix, so far less goes over the HBM bus."
