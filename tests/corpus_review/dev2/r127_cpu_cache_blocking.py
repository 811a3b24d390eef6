# Sources: S126 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It's cache blocking: process attention in blocks that fit in L1/L2 cache for better locality, the same trick as a tiled matmul on a CPU."
