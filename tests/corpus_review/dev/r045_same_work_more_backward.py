# Sources: S13, S01 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FlashAttention does not do less math; it does the same O(N²d) work (more in the backward pass because of recomputation). It is faster because standard attention is memory-bound: it writes the N×N scores to HBM, reads them back for softmax, writes the probabilities and reads them again for PV. FlashAttention fuses all of it so those matrices stay in SRAM and never go to HBM."
