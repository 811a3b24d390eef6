# Sources: S107 (translated)

def reviewAnswer():
    return "It doesn't change the math, only the implementation. Attention is memory-bound, not compute-bound: GPU compute has grown much faster than VRAM bandwidth, so the cores mostly wait for intermediate results shuttling between VRAM and the compute units. FlashAttention works on tiles in shared memory (about 6x HBM's bandwidth on an H100) and never writes the N×N score matrix S or the softmax P back to VRAM; it fuses everything into one kernel and writes only O."
