# Sources: S01 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention computes S one tile at a time and writes each tile to HBM right after computing it, then reads the tiles back for the softmax, so it never needs the full matrix in SRAM at once. The smaller transfers are what make it faster than naive attention."
