# Sources: S01 (paraphrase / learner misconception)

def reviewAnswer():
    return "It makes fewer trips to HBM because it loads tiles into SRAM and reuses them. It also needs fewer multiplications because of tiling."
