# Sources: S17 (excerpt, translated from Chinese)

def reviewAnswer():
    return "FlashAttention uses tiling and recomputation to greatly reduce the CUDA kernel's accesses to global memory: Algorithm 1 needs O(N²d²M⁻¹) HBM accesses against Θ(Nd + N²) for standard attention. The result is exact, not approximate."
