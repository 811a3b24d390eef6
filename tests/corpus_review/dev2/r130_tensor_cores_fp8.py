# Sources: S130 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It's faster because it keeps the tensor cores busy and supports FP8, so the hardware is used better than with the PyTorch version."
