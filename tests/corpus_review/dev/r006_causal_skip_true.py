# Sources: S41, S01 (paraphrase / learner rewrite)

def reviewAnswer():
    return " ".join([
        "Same FLOPs as naive attention in the dense case; the win is HBM traffic.",
        "The fused kernel computes each S tile in SRAM, applies the online softmax and multiplies by V without ever writing the N×N scores or probabilities to HBM.",
        "Attention is memory-bound (the softmax does little math per byte), so cutting Θ(N²) traffic is what makes it fast.",
        "With a causal mask it also skips tiles that are entirely masked, which really does save FLOPs, but that is an extra.",
    ])
