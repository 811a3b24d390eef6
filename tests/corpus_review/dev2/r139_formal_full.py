# Sources: S103 (paraphrase / learner rewrite)

def reviewAnswer():
    return "On GPUs performance is usually limited not by FLOPs but by how often data has to be read from or written to slower memory. Standard attention writes S = QKᵀ and P = softmax(S) to HBM and reads them back, giving Θ(Nd + N²) HBM accesses. FlashAttention tiles Q, K, V into SRAM blocks, uses an online softmax, and never writes S or P to HBM; its IO is Θ(N²d²/M), M the SRAM size. The FLOP count is unchanged, so the wall-clock gain is purely fewer HBM accesses."
