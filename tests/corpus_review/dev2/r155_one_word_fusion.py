# Sources: S131 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Kernel fusion."
