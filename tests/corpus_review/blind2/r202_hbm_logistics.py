# Sources: S52 (excerpt)

def reviewAnswer():
    return "Before FlashAttention people optimised for fewer arithmetic operations, but GPUs evolved faster than memory bandwidth, so the real bottleneck was memory I/O: moving the big attention tensors between GPU memory (HBM) and SRAM. FlashAttention flipped the optimization target from arithmetic to data movement. The problem wasn't math, it was logistics, so it cuts the HBM reads and writes."
