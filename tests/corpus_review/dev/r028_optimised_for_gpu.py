# Sources: S23 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It's optimised for the GPU. The kernel is written in CUDA and uses the hardware better than PyTorch's default implementation, so it's faster even though the math is the same."
