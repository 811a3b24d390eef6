# Sources: S16 (excerpt, translated from Chinese)

def reviewAnswer():
    return "The core difference from ordinary attention is that S = Q @ K.T and P = Softmax(S), the two N×N intermediate matrices, are not materialised in HBM, so the memory footprint becomes O(N). HBM accesses also fall, from O(N² + Nd) to O(N²d²M⁻¹) where M is the SRAM size. That is where the speed comes from; the FLOPs are unchanged."
