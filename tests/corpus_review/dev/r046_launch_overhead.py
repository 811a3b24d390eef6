# Sources: S12 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention is faster because it launches fewer, bigger CUDA kernels, so there is less kernel launch overhead."
