# Sources: S19 (excerpt, translated from Chinese)

def reviewAnswer():
    return "Flash Attention uses tiling and recomputation to cut the repeated copies from video memory to cache, and fuses the kernel so it runs on the Tensor Cores. It reduces the number of HBM reads and writes and brings memory from O(N²) down to O(N)."
