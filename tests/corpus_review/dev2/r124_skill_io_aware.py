# Sources: S123 (excerpt)

def reviewAnswer():
    return "Flash Attention provides 2-4x speedup and 10-20x memory reduction for transformer attention through IO-aware tiling and recomputation."
