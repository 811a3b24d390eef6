# Sources: S05 (excerpt + learner rewrite)

def reviewAnswer():
    return "HBM is large in memory, but slow in processing, meanwhile SRAM is smaller in memory, but faster in operations. FlashAttention does most of its work in SRAM, so it talks to HBM much less."
