# Sources: S66 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The speed comes from asynchrony and FP8 low precision on Hopper GPUs; you accept a small accuracy loss and get much faster attention."
