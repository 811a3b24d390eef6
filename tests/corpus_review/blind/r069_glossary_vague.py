# Sources: S29 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Flash Attention is a highly optimized algorithm that optimizes memory usage and computational bandwidth, which allows transformers to process longer sequences faster."
