# Sources: S120 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention uses tiling so it only computes attention for the tiles it needs, which brings the compute below O(N²d); on top of that it avoids writing the N×N matrix to HBM."
