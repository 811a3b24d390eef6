# Sources: S69 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Flash attention gives the same result as scaled_dot_product_attention but uses O(Br×Bc) peak memory instead of O(seq_q×seq_k). Less memory means it runs faster."
