# Sources: S01 (excerpt + paraphrase)

def reviewAnswer():
    return "FlashAttention is IO-aware: it uses tiling to reduce the number of memory reads/writes between GPU high bandwidth memory (HBM) and GPU on-chip SRAM. The arithmetic is the same. The N×N attention matrix is never written to HBM, so standard attention's Θ(Nd + N²) HBM accesses drop to Θ(N²d²/M)."
