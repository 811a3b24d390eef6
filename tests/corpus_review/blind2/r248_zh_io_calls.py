# Sources: S67 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Flash Attention reduces the IO calls of the attention computation; by tiling, it gets faster."
