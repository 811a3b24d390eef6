# Sources: S107 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention splits S into tiles; each tile is computed in shared memory and then written to HBM, so only one tile of S is in HBM at a time instead of the full matrix. That cuts HBM bandwidth use, which matters because attention is memory-bound. The FLOPs are the same."
