# Sources: S40 (paraphrase of a knowledge-base gap issue)
def designOutline():
    return {
        "memoryTraffic": "llama.cpp uses block-sparse computation + online softmax; MLX kernels live in steel/attn and sdpa_vector.h.",
        "tiling": "Use simdgroup_async_copy to prefetch the next K/V tile into threadgroup memory while the current tile is multiplied, overlapping compute and memory.",
        "numericalStability": "MLX scaled_dot_product_attention does the softmax in float32 with a running max per query row, rescaling the output when it changes.",
        "tradeOff": "Unknown yet - need tile sizes first.",
    }
