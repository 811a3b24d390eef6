# Sources: S18 (excerpt, translated from Chinese)

def reviewAnswer():
    return "HBM reads and writes are the computational bottleneck of attention. FlashAttention computes one Q block with one K, V block in SRAM and uses an incremental softmax; because each step's result is used directly in the next iteration, it no longer needs to write the full intermediate attention matrix QKᵀ to video memory. This greatly reduces HBM reads and writes."
