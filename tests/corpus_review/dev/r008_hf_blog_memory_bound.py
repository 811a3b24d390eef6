# Sources: S02 (excerpt + learner rewrite)

def reviewAnswer():
    return "Standard attention is memory-bound, i.e. it does not account for the GPU memory hierarchy, repeatedly shuffling large intermediate matrices between slow and fast GPU memory. FlashAttention computes exact standard attention with the same numerical output but restructures the computation to minimize data movement between these memory levels. The N×N score matrix is never written out to HBM."
