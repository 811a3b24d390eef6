# Sources: S36 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention gets O(n) memory instead of O(n²) by tiling and the online softmax, and because it uses so much less memory it runs faster."
