# Sources: S64 (paraphrase / learner rewrite)

def reviewAnswer():
    return "HBM, SRAM, tiling, kernel fusion, online softmax, recomputation."
