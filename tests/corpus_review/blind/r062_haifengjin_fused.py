# Sources: S08 (excerpt + learner rewrite)

def reviewAnswer():
    return "The bottleneck of attention layer is the memory access speed, A.K.A. it is memory-bound. Flash attention is a kernel that fused the entire attention operation into one kernel. So the N×N QKᵀ weights are never written to HBM and read back; everything between the two matmuls stays in SRAM and only O goes out to HBM."
