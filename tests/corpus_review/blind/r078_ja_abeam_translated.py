# Sources: S35 (paraphrase / learner rewrite of a Japanese summary)

def reviewAnswer():
    return "FlashAttention speeds attention up without approximating it. It is an HBM/SRAM-aware kernel: the attention matrix is built tile by tile in SRAM and never written to HBM, and since on long sequences the HBM round trips of that N×N matrix dominate the run time, removing them gives the speed."
