# Sources: S06 (paraphrase / learner rewrite)

def reviewAnswer():
    return "HBM traffic. The N×N attention matrix never gets written to HBM, it lives in SRAM a tile at a time, and because attention is memory-bound that is the whole speed-up. FLOPs are the same."
