# Sources: S127 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It's written directly in CUDA instead of as a chain of PyTorch ops, so there's less Python overhead and fewer kernel launches; that's where the 2-4x comes from, no approximation needed."
