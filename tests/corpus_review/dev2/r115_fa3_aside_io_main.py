# Sources: S115 (paraphrase / learner rewrite)

def reviewAnswer():
    return "FA3's asynchrony (TMA loads overlapped with tensor-core matmuls) is a later, H100-specific gain. The original FlashAttention speed-up is IO: attention is memory-bound, and the fused kernel keeps the score tiles in SRAM so the N×N matrix is never written to HBM."
