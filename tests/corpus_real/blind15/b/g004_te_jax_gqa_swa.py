# Sources: S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memory_traffic": (
            "Fused DotProductAttention: Q (128 heads) and K/V (8 KV heads) are read straight from "
            "HBM in BSHD layout; K/V are not repeated to 128 heads in memory, the kernel indexes "
            "the shared KV head. Scores and probabilities stay on chip; only O and the softmax "
            "stats go back to HBM."
        ),
        "tiling": (
            "Transformer Engine picks the fused kernel for us depending on input shape, dtype, GPU "
            "architecture and feature combination, so the tiling is whatever the selected backend "
            "does; we just pass the tensors."
        ),
        "numerical_stability": (
            "The fused kernel uses online softmax with a running max per query row, rescales the "
            "fp32 accumulator by exp(m_old - m_new) whenever the max grows, and keeps the "
            "logsumexp stats in fp32 for the backward."
        ),
        "trade_offs": (
            "If the combination (GQA + sliding window (128, 0) + bf16 + head_dim 128) is not "
            "supported on the GPU, TE falls back to the native JAX baseline, which repeats K/V "
            "heads for GQA and applies the window mask on a full score matrix, so both HBM traffic "
            "and memory jump."
        ),
    }
