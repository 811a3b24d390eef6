# Sources: S113 (paraphrase / learner rewrite)

def reviewAnswer():
    return "A fused-kernel implementation of exact attention: QKᵀ, softmax and PV run in one kernel so the N×N scores stay on chip and never round-trip through HBM."
