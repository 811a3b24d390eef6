# Sources: S01 (paraphrase / learner rewrite, tweet-style note)

def reviewAnswer():
    return "FlashAttention tl;dr: memory-bound op, so fuse it. QKᵀ, softmax and PV in one kernel, S/P never touch HBM, about 9x fewer HBM accesses in the paper's GPT-2 benchmark, same FLOPs (slightly more with recompute)."
