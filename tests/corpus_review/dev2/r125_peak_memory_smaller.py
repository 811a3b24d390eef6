# Sources: S124 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Same result as scaled_dot_product_attention, but it needs O(Br×Bc) peak memory instead of O(seq_q×seq_k), and because it needs so much less memory it runs faster."
