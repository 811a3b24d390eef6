# Sources: S62 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It never writes the giant N x N score matrix to HBM. The scores are still all computed, tile by tile in SRAM, and thrown away once they've been multiplied with V. HBM is slow compared to on-chip SRAM (about 2 TB/s vs 19 TB/s), and attention is bandwidth-limited, so cutting those HBM reads and writes is the speed-up."
