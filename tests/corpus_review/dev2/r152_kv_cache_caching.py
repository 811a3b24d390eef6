# Sources: S118 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The speed comes from caching keys and values between generation steps so attention doesn't recompute them, plus IO-aware tiling."
