# Sources: S21 (excerpt, translated from Japanese)

def reviewAnswer():
    return "FlashAttention returns mathematically identical results to standard attention but is 2-4x faster by exploiting the GPU memory hierarchy (SRAM/HBM). The standard implementation must write the n×n attention matrix out to HBM; FlashAttention keeps it tile by tile in SRAM, cutting HBM reads and writes from O(n²·d) to O(n²·d²/M)."
