# Sources: S05 (paraphrase of design doc section)
def designOutline():
    return {
        "memoryTraffic": (
            "MQA in latent space: Q is [Sq, N, r_KV + d_rope], the KV cache is [Skv, 1, r_KV + d_rope] "
            "with paged block size 64; the single latent head is read once from HBM for all N heads."
        ),
        "tiling": (
            "Split-KV across CUs with partial-result merging (same structure as attention_tiled_3d); KV "
            "blocks loaded asynchronously into LDS with raw_ptr_buffer_load_lds, the AMD stand-in for TMA."
        ),
        "numericalStability": (
            "Each split writes an unnormalized fp32 partial O plus (m, l); the merge rescales every partial "
            "by exp(m_i - m_max) and divides by the rescaled sum of l."
        ),
        "tradeOff": "+12% from fusing the KV buffer writes with decode attention (removing PyTorch overhead).",
    }
