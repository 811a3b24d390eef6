# Sources: S120 (translated)

def reviewAnswer():
    return "If I understand it right, the point isn't the amount of computation but the memory access pattern. The GPU computes so fast that standard attention ends up waiting on HBM reads and writes of the intermediate N×N matrices. FlashAttention uses tiling plus online softmax so those matrices are never written out to HBM, which removes most of the HBM traffic."
