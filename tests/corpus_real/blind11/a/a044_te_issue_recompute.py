# Sources: S42 (already-used source; learner rewrite, non-native English)


def designOutline():
    return {
        "memoryTraffic": (
            "flash attn only save q, k, v, o and softmax_lse for the backward, not the attention probs; the "
            "probs are never write to HBM."
        ),
        "tiling": (
            "tile 128 x 128 with d 128: Q tile of 128 rows keep in smem for the whole kernel, kv tile of 128 "
            "rows loop in inner loop."
        ),
        "numericalStability": (
            "lse saved in fp32 so the backward rebuild P = exp(S - lse) without overflow, no need to store "
            "max and sum separately."
        ),
        "tradeOff": (
            "If you also wrap flash attn in activation checkpointing, the whole flash_attn_fwd is rerun in "
            "backward plus contiguous copies, so the recompute happen twice and backward is much slower."
        ),
    }
