# Sources: S73 (paraphrase / learner rewrite)

def reviewAnswer():
    return "If you look at the reference code for scaled_dot_product_attention, it builds attn_weight = q @ k^T, softmaxes it, then multiplies by v, so a seq×seq tensor gets written to global memory and read back. The flash backend does all three steps in one fused kernel, so that seq×seq tensor is never allocated in global memory; the 2-4x comes from not pushing it through HBM bandwidth. The math is identical."
