# Sources: S22 (excerpt, translated from Japanese)

def reviewAnswer():
    return "Computing and writing the attention matrix made data transfer (I/O) between the GPU's fast SRAM and slow HBM the bottleneck. FlashAttention tiles the attention computation and uses on-chip SRAM, so the N×N matrix is never written to HBM, drastically cutting GPU memory I/O."
