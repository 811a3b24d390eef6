# Sources: S111 (paraphrase / learner rewrite)

def reviewAnswer():
    return "I think the main thing is that attention is memory-bound, so the GPU spends more time waiting on HBM than doing math. FlashAttention keeps the N×N scores in SRAM tile by tile and only writes the output, so there's much less HBM traffic. FLOPs are the same (the backward actually recomputes the attention matrix, so it's a bit more)."
