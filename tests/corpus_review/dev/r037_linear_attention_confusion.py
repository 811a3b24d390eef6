# Sources: S34 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention, like linear attention, uses the associativity trick φ(Q)(φ(K)ᵀV), so it never builds the N×N matrix, making it O(N) instead of O(N²)."
