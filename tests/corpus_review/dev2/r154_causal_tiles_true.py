# Sources: S116 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It's not fewer FLOPs, it's fewer bytes. With a causal mask the tiles entirely above the diagonal are skipped, which is a real compute saving, but the dense speed-up is IO: the score tiles live in SRAM and are never written to HBM, and HBM is about an order of magnitude slower than SRAM."
