# Sources: S09 (paraphrase / learner rewrite, tweet-style note)

def reviewAnswer():
    return "flash attention isn't fewer FLOPs, it's fewer bytes. naive attn writes the n×n score matrix to HBM, reads it for softmax, writes P, reads P again. FA fuses QKᵀ→softmax→PV in one kernel so S/P never leave SRAM. attention is bandwidth-bound, so that's the whole speedup."
