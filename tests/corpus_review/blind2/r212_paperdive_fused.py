# Sources: S64 (excerpt)

def reviewAnswer():
    return "FlashAttention is 'a fused-kernel implementation of exact attention that reduces HBM traffic by tiling and recomputation'. Fused means QK^T, softmax and the multiply by V happen in one kernel, so the score matrix stays on-chip instead of being written to HBM and read back twice. Fewer HBM round trips, same math."
