# Sources: S17 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention-2 is faster because it parallelises over the sequence length as well as batch and heads and splits the work between warps better, so the SMs are fully occupied."
