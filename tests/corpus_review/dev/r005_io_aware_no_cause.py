# Sources: S01 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The speed comes from fewer reads and writes to HBM. The math is exactly the same, it is just IO-aware."
