# Sources: S01 (learner rewrite)

def reviewAnswer():
    return "HBM, SRAM, tiling, kernel fusion, online softmax, recomputation."
