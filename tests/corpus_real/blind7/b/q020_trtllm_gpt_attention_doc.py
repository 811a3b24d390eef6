# Sources: S20 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Context phase with the fused multi-head attention kernel: a single kernel, Q*K^T never goes to a "
            "temporary buffer. Without FMHA the unfused path stores Q*K^T in a temporary buffer whose size grows "
            "quadratically with the sequence length."
        ),
        "tiling": (
            "Generation phase uses the masked MHA kernel with one CTA per (head, sequence); multi_block_mode splits "
            "a long sequence across several CTAs when batch_size * num_heads is smaller than the number of SMs."
        ),
        "numericalStability": (
            "The context FMHA can accumulate in fp32 (the fp32 accumulation option) so the softmax sums and P*V are "
            "not done in fp16."
        ),
        "failureMode": (
            "Padded mode reads and computes on padding tokens up to the max length, so it wastes memory and time; "
            "packed mode is always more memory-efficient and faster, which is why padded mode may be removed."
        ),
    }
