# Sources: S52 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The gain is in memory traffic. Naive attention writes the N×N matrix S to HBM, reads it back for softmax, writes P, and reads P again for the multiply with V. FlashAttention is IO-aware and reorganises the computation so there is much less HBM traffic. Attention is memory-bound, so that is the speed-up."
