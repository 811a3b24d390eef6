# Sources: S12 (paraphrase / learner rewrite)

def reviewAnswer():
    return "Standard attention is a chain of kernels, QKᵀ then softmax then PV, and between each one the N×N intermediate goes back to HBM. Kernel fusion does the whole chain on a block in SRAM, so the scores never make that round trip. Since the GPU computes much faster than it moves data, removing that traffic is the speed-up."
