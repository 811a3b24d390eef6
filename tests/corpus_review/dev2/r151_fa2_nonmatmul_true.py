# Sources: S112 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention-2 additionally cuts non-matmul FLOPs, but the original speed-up has nothing to do with FLOPs: softmax/mask/dropout are memory-bound, and fusing QKᵀ, softmax and PV into one kernel means the N×N probabilities stay in SRAM instead of doing four trips through HBM (write S, read S, write P, read P)."
