# Sources: S13 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The speed-up is about memory traffic, not math. Standard attention writes the N×N scores and probabilities to HBM and keeps them for backward; FlashAttention never materialises them. In the backward pass it even recomputes S and P from Q, K and the saved logsumexp, which adds FLOPs, yet it is still faster because attention is memory-bound and moving N² values through HBM costs more than redoing the matmuls in SRAM."
