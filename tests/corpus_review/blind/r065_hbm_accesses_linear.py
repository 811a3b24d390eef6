# Sources: S36 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention keeps the attention matrix in SRAM and never writes it to HBM, so the number of HBM accesses goes from O(N²) down to O(N), which is why it is faster."
