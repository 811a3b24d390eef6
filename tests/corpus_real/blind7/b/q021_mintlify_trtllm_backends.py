# Sources: S21 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Flash Attention for context phase, paged and contiguous KV cache, FP8 KV cache, fused QKV input.",
        "tiling": (
            "XQA kernels for MQA/GQA: all query heads that share one KV head are grouped into the same CTA, so each "
            "KV cache block is loaded into shared memory once for the whole group."
        ),
        "numericalStability": (
            "Masked MHA with multi-block: each block keeps its own running max and sum, and the blocks are merged at "
            "the end by rescaling each partial result with exp(m_block - m_global)."
        ),
        "tradeOffs": (
            "FP8 KV cache halves the cache bytes, but adds quantization error because e4m3 keeps only 3 mantissa "
            "bits, which shows up on long contexts."
        ),
    }
