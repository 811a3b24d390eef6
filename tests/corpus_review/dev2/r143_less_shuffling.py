# Sources: S104 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Not less math, less data shuffling: it never stores the big attention matrix in GPU main memory, it computes it block by block in on-chip SRAM instead, and since HBM is ~10x slower than SRAM and attention is bandwidth-limited, avoiding those reads and writes is the whole speed-up."
