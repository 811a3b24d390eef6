# Sources: S02 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Not fewer FLOPs and not an approximation: it reorders attention so S = QKᵀ is computed in SRAM tiles and never written to HBM. Standard attention makes several round trips of that N×N matrix through HBM, which is slow compared with on-chip SRAM; fusing them into one kernel is where the 2-4x comes from."
