# Sources: S51 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Standard attention writes both S and P to HBM. FlashAttention writes S to HBM only once and applies the softmax in place, so the HBM traffic is roughly halved, which matters because attention is memory-bound."
