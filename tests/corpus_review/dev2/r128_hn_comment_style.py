# Sources: S128 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FA doesn't do less math. Attention is memory bound on modern GPUs, so it tiles things so that S = QK^T never hits HBM — each block is computed in SRAM, used for the softmax and PV, and thrown away. Less HBM traffic is the whole speedup."
