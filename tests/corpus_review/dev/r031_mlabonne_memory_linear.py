# Sources: S24 (paraphrase)

def reviewAnswer():
    return "FlashAttention reduces memory complexity from quadratic to linear while keeping the quadratic computational complexity of dense attention."
