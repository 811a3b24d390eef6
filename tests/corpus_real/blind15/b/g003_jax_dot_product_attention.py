# Sources: S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Same contract as jax.nn.dot_product_attention(implementation='cudnn'): the kernel "
            "reads Q, K, V (B, T/S, N, H) and the optional bias once per query tile and writes only "
            "the output (B, T, N, H). The logits softmax(QK^T/sqrt(d) + B) are never materialised "
            "in HBM; with return_residual=True it writes one extra float per (batch, head, query) "
            "row, the softmax residual."
        ),
        "tiling": (
            "Grid = (T / 128 query blocks, B * N heads). Each block holds 128 query rows in shared "
            "memory and loops over the key/value sequence S in 64-row chunks; with is_causal=True "
            "or a local_window_size, chunks wholly outside the allowed band are skipped instead of "
            "being masked."
        ),
        "numericalStability": (
            "Keep a running max and running denominator per query row in fp32; each new chunk "
            "updates the max and multiplies the partial output and denominator by "
            "exp(old_max - new_max). The residual returned is the log-sum-exp (max + log(sum)), "
            "which lets the backward rebuild the probabilities without overflow."
        ),
        "tradeOff": (
            "implementation='cudnn' only accepts fp16/bf16 on NVIDIA GPUs; otherwise you get the "
            "'xla' implementation, which builds the full (B, N, T, S) logits tensor, so memory grows "
            "quadratically and long sequences run out of memory."
        ),
    }
