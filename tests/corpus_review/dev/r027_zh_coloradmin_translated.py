# Sources: S15 (excerpt, translated from Chinese)

def reviewAnswer():
    return "FlashAttention's goal is to use SRAM as efficiently as possible to speed up the computation, avoiding reading and writing the attention matrix from global memory. That requires computing the softmax without access to the whole input, and not storing the intermediate attention matrix for the backward pass."
