# Sources: S28 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Whatever backend the dispatcher routes to (flash, _flash_3_hub), the fused kernel "
            "reads Q, K, V from HBM and writes only O; the attention matrix of the UNet/DiT "
            "(4096 x 4096 tokens for a 1024px image) is never materialised."
        ),
        "tiling": "tiles, warpgroups, TMA, pipelining, Hopper, block sizes, shared memory",
        "numericalStability": (
            "Online softmax: running max and running sum per row in fp32, output rescaled by "
            "exp(m_old - m_new) whenever a new key block raises the max."
        ),
        "tradeOff": (
            "_flash_3_hub (FlashAttention-3) is not supported on non-Hopper GPUs because it relies "
            "on TMA and WGMMA, so on Ampere you must set_attention_backend('flash') and lose the "
            "Hopper-specific speed-up."
        ),
    }
