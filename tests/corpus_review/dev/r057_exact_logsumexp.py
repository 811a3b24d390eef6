# Sources: S01 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention computes exactly softmax(QKᵀ)V with the same FLOPs. The speed comes from HBM IO: S and P are never written to HBM, because tiles of Q, K and V are loaded into SRAM and the online softmax lets each tile be finished on chip. HBM accesses fall from Θ(Nd + N²) to Θ(N²d²/M)."
