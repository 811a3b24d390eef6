# Sources: S63 (paraphrase / learner rewrite)

def reviewAnswer():
    return "With a causal mask it can skip whole tiles above the diagonal, which genuinely saves FLOPs. But for dense attention the FLOP count is the same as the standard version, so that isn't the main story. The win is memory: S and P never go to HBM, they stay in SRAM per tile, and because attention is memory-bound, cutting HBM reads/writes is what makes it fast."
