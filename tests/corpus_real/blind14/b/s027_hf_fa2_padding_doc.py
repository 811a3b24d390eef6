# Sources: S30 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "The FA2 kernel reads Q, K, V once and writes the output; the seq x seq attention "
            "weights are never materialised in HBM, which is where the memory saving for long "
            "sequences comes from."
        ),
        "tiling": (
            "Handled by flash_attn: Q blocks of 128 rows per thread block, K/V in 64-row blocks "
            "through shared memory at head_dim 64 (falcon-7b), one block per (q block, head, batch)."
        ),
        "numericalStability": (
            "Flash attention cannot take padding tokens, so for batched inference we call "
            "unpad_input before the kernel and pad_input after it, with cu_seqlens built from the "
            "attention mask."
        ),
        "tradeOff": (
            "Batched generation with padding gets much slower because we must unpad and re-pad "
            "around every attention call; packing the dataset (no padding tokens) avoids it."
        ),
    }
