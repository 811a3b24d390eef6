# Sources: S39 (paraphrase / learner misconception)

def reviewAnswer():
    return "It's fast because it is written in CUDA to use tensor cores for the QKᵀ and PV matmuls, and fp16 tensor cores are way faster than the normal cores."
