# Sources: S115 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention-2 got ~2x over FA1 by parallelising over the sequence length and splitting work between warps better, and that's basically why flash attention is fast: better work partitioning on the GPU."
