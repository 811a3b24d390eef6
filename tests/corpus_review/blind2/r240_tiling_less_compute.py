# Sources: S71 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Tiling means it only computes attention for the tiles it needs, so the compute drops below O(N²d), and the data it works on stays in SRAM."
