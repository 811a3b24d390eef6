# Sources: S17 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "paddle.nn.functional.flash_attention calls _C_ops.flash_attn, which is faster because it avoids computing the full attention and does less FLOPs than the math path.",
        "tiling": "sdp_kernel(enable_math=False, enable_flash=True, enable_mem_efficient=True) selects the flash implementation; block sizes are internal to the library.",
        "numericalStability": "It returns softmax_lse (the per-row log-sum-exp in fp32) so the backward can rebuild P = exp(S - lse) exactly without storing P.",
        "tradeOff": "Flash path only works for fp16/bf16 inputs on sm80+; fp32 inputs silently fall back to the math kernel, which materialises the full matrix.",
    }
