# Sources: S26 (paraphrase)

def reviewAnswer():
    return "FlashAttention is a family of IO-aware kernels for scaled dot-product attention that reduce HBM↔SRAM traffic via tiling/fusion."
