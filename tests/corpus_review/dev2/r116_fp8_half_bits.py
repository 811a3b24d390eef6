# Sources: S116 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FP8 is half the bits of FP16, so you move twice the data in the same time — that's where FlashAttention's speed comes from: it works in low precision and keeps tiles in SRAM."
