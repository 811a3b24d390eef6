# Sources: S56 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It's all about HBM vs SRAM: on-chip SRAM is around 19 TB/s and HBM around 2 TB/s. FlashAttention reads Q, K, V once from HBM and writes O once, so there are far fewer HBM reads and writes, while the math is the same."
