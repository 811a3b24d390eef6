# Sources: S57 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The speed comes from better parallelism and work partitioning: it parallelises over the sequence length so all SMs are busy, splits work between warps better, and FlashAttention-2 reduces the non-matmul FLOPs by about 5x."
