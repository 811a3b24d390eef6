# Sources: S102 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Memory-bound, not compute-bound. FA fuses QKᵀ → softmax → ·V into one kernel, so the scores never go out to VRAM and come back."
