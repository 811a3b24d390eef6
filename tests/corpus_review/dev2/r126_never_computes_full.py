# Sources: S125 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Instead of computing the full N x N attention matrix, FlashAttention splits Q, K, V into blocks and only computes local attention scores for each block pair, so memory goes from O(N²) to O(N) and there's a lot less to compute."
