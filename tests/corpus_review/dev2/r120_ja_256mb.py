# Sources: S120 (translated)

def reviewAnswer():
    return "The key idea is IO-awareness: rather than cutting the amount of computation, it optimises how the GPU accesses memory. For N = 8192 the S and P matrices are N×N, so 2 × 8192² × 2 bytes = 256 MB per head in fp16 that standard attention writes to HBM and reads back. FlashAttention's tiles plus online softmax keep them in SRAM, so that 256 MB round trip through HBM simply never happens."
