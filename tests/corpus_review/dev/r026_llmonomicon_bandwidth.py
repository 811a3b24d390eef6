# Sources: S25 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The bottleneck is GPU memory bandwidth (HBM reads and writes), not raw FLOPs. FlashAttention tiles the computation and fuses the softmax into the kernel, so it never writes the big N×N matrix. It is exact, not an approximation."
