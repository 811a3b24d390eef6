# Sources: S108 (translated)

def reviewAnswer():
    return "The key is reuse: one load from HBM into shared memory gets reused by many threads and many steps. In the course's toy cost model an HBM access costs 10 units vs 2 for shared memory. FlashAttention loads a K/V block once and reuses it against a whole Q block instead of re-reading HBM."
