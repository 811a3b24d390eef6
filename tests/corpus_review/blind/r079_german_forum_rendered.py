# Sources: S09, S12 (paraphrase / learner rewrite)

def reviewAnswer():
    return "It is exact attention rearranged for the memory hierarchy. Every naive step (matmul, mask, softmax, dropout, matmul) is a separate kernel that reads and writes an N×N tensor in HBM. FlashAttention does them in one kernel per tile, keeping the scores in SRAM; none of the N×N tensors is ever written to HBM. Those kernels were memory-bound, so the time saved is the IO saved."
