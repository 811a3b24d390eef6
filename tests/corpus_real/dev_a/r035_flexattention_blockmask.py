# sources: S37 (Colfax user's guide to FlexAttention), S38 (FlexAttention paper explained), rewritten
def designOutline():
    return {
        "memoryTraffic": "The mask is never materialised as a (seq_len, seq_len) tensor: a BlockMask stores, per 128-row query block, the indices of the KV blocks that are non-empty, and score_mod/mask_mod are inlined into the fused kernel, so neither the bias nor S is written to HBM.",
        "tiling": "BlockMask granularity 128 x 128: for each query block the kernel iterates only over KV blocks listed in kv_indices; fully masked blocks are skipped entirely, full blocks run without calling mask_mod, partial blocks apply mask_mod element-wise.",
        "numericalStability": "It uses the same online softmax as FlashAttention, so it is stable.",
        "tradeOff": "Every new mask_mod or score_mod function is traced and compiled by torch.compile into a new Triton kernel, so the first call pays seconds of compilation and autotuning; changing the mask shape each step triggers recompilation.",
    }
