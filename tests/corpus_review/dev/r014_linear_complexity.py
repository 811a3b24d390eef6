# Sources: S24 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention reduces attention from O(N²) to O(N) complexity using tiling and the online softmax, so it scales linearly with sequence length. That's where the speed comes from."
