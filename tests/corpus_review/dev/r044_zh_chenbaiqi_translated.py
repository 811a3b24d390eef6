# Sources: S37 (excerpt, translated from Chinese)

def reviewAnswer():
    return "FlashAttention cleverly reorganises the computation to make attention I/O-aware, minimising slow memory operations, and gets the same result as standard attention more efficiently. It uses tiling to keep data in on-chip memory, does the softmax and matrix multiplication block by block, and avoids writing the huge n×n matrix out."
