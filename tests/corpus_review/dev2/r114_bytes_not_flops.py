# Sources: S114 (excerpt)

def reviewAnswer():
    return "The win is in HBM traffic, not FLOPs. Attention is bandwidth-bound; tile the computation, keep the softmax online, never materialize the full attention matrix in HBM."
