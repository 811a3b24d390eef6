# Sources: S102 (paraphrase / learner rewrite)

def reviewAnswer():
    return "GPUs got faster at compute much quicker than memory bandwidth grew, so attention ended up memory-bound. FlashAttention just flips what you optimise: data movement instead of arithmetic. That's how it gets 2-4x without changing the algorithm."
