# Sources: S10 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Tensor cores made the matmuls so fast that attention became memory-bound: the time goes into moving the N×N scores between HBM and SRAM. FlashAttention tiles Q, K and V so each block's scores are computed, softmaxed and multiplied by V on chip and never stored in HBM. The tensor cores do the same math either way."
