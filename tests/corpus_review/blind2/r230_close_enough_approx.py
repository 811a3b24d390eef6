# Sources: S61 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention is an approximation that is close enough in practice: the blockwise softmax introduces tiny errors. The big win is that it never stores the full N×N matrix in HBM, so the HBM reads and writes drop, and attention is memory-bound so that's what speeds it up."
