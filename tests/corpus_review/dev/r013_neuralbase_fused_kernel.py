# Sources: S11 (excerpt + learner rewrite)

def reviewAnswer():
    return "By fusing these operations into a single kernel, you could keep intermediate results in SRAM (fast cache) instead of HBM (slow memory), making attention 2-4x faster without changing the math at all. The scores matrix is never written to HBM after QKᵀ and read back for PV."
