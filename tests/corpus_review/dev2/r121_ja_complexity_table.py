# Sources: S121 (translated)

def reviewAnswer():
    return "The output is mathematically identical. Standard attention has to write the n×n attention matrix out to HBM (off-chip memory); FlashAttention keeps it tile by tile in SRAM instead. HBM reads/writes go from O(n²d) down to O(n²d²/M), M being the SRAM size."
