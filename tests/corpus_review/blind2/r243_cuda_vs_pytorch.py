# Sources: S59 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It's written directly in CUDA instead of going through PyTorch ops, so it runs closer to the hardware and uses the GPU better."
