# Sources: S34 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "TransformerEngine picks between FlashAttention and cuDNN fused attention; both are fused kernels that keep the b x h x sq x skv score tensor on chip and only write O (and the softmax stats for the backward).",
        "tiling": "Handled internally by cuDNN / flash-attn; TE only chooses the backend by qkv_layout (bshd_bshd_bshd, thd), mask type and head dim.",
        "numericalStability": "bf16 inputs give results that differ from the reference by up to 2.5e-2 (atol/rtol), because flash attention approximates the softmax.",
        "tradeOff": "The cuDNN path with workspace optimisation uses extra workspace memory for the deterministic backward; without it dQ is accumulated with atomics and results vary run to run.",
    }
