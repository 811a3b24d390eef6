# Sources: S64* (paraphrase, new writer)
def designOutline():
    return {
        "memoryTraffic": (
            "flex_attention generates one fused Triton kernel: Q/K/V blocks are read from HBM, "
            "score_mod/mask_mod are applied to the score tile in registers, nothing N x N is written."
        ),
        "tiling": (
            "Default fwd config on the RTX 4090: BLOCK_M = 128, BLOCK_N = 64, D = 128, "
            "num_stages = 3, num_warps = 4."
        ),
        "numericalStability": (
            "Online softmax in the template: row max m_i and sum l_i in fp32, acc scaled by "
            "exp2(m_i - m_ij); lse stored for the backward."
        ),
        "tradeOff": (
            "Triton says out of resource: shared memory, required 131074 vs hardware limit 101376, "
            "because the defaults were tuned for A100/H100 shared memory; smaller BLOCK sizes or "
            "num_stages via kernel_options fix it at some speed cost."
        ),
    }
