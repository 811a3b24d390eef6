# Sources: S39 (paraphrase / learner misconception)

def reviewAnswer():
    return "Mostly it's the tensor cores: FlashAttention is written so the matmuls run on tensor cores. It also reduces some HBM traffic, but the main thing is the compute speed."
