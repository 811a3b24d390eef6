# Sources: D02 (learner rewrite; the memory claim is the learner's)
def designOutline():
    return {
        "memoryTraffic": "fused attention needs an extra workspace and the softmax_lse, so in total it uses more "
                         "memory than the unfused standard attention; the benefit is only speed.",
        "tiling": "qkv_format = thd: variable-length sequences packed without padding, cu_seqlens gives the "
                  "boundaries and each sequence is cut into 128-row query blocks, so no block computes on padding.",
        "numericalStability": "softmax done in fp32 inside the fused kernel; softmax_lse (log-sum-exp per row) "
                              "saved for the backward.",
        "tradeOff": "the FlashAttention backend's backward adds dQ with atomics, so results differ run to run; "
                    "if non-deterministic algorithms are disallowed TE must pick another backend, which is slower.",
    }
