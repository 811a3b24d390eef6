# Sources: S103 (paraphrase / learner rewrite)

def reviewAnswer():
    return "HBM accesses fall from Θ(Nd + N²) for standard attention to Θ(N²d²/M) for FlashAttention (M = SRAM size), because S and P are never written to HBM. FLOPs are unchanged."
