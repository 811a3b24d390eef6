# Sources: S129 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention got exact attention at high speed by managing memory I/O instead of approximating: the N×N attention matrix is never written to HBM, blocks are processed in on-chip SRAM, which has roughly 10x the bandwidth, so most of the slow HBM reads and writes disappear."
