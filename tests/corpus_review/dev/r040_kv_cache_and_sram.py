# Sources: S31 (paraphrase / learner misconception)

def reviewAnswer():
    return "FlashAttention is fast because it reuses the KV cache instead of recomputing keys and values, and because the attention is computed in SRAM."
