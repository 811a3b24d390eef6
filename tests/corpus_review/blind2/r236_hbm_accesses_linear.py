# Sources: S54 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The FLOPs are the same; what changes is HBM access. FlashAttention never writes the attention matrix S to HBM, so HBM accesses go from O(N²) to O(N)."
