# Sources: S72 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It uses IO-aware algorithms that minimize memory reads and writes, and it reduces the quadratic memory overhead of attention, so it is faster."
