# Sources: S62 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It never writes the score matrix S to HBM, and since attention is memory-bound this saves a lot of HBM reads and writes. On top of that it brings attention down to linear time complexity."
