# Sources: S23 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Flash Attention is a faster way of running the attention operation through parallelism and better work partitioning, so inference is faster. It only works on the latest GPUs."
