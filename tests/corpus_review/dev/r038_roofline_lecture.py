# Sources: S01, S40 (paraphrase / learner rewrite, lecture-note style)

def reviewAnswer():
    return """Roofline: attention's softmax has an arithmetic intensity of a few FLOPs per byte, far below the A100 ridge (about 200 FLOPs/byte), so it is memory-bound.
Standard attention moves Θ(Nd + N²) elements through HBM; FlashAttention keeps S and P on chip (never materialised) and moves Θ(N²d²/M).
Same O(N²d) FLOPs."""
