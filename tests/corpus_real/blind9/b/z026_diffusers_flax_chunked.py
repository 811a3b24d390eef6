# Sources: S26 (paraphrase of Flax attention code)
def designOutline():
    return {
        "memoryTraffic": "Memory efficient attention in JAX: the [q, k] weights only exist for one key chunk at a time inside jax.checkpoint, and the full query x key matrix is never built; what is kept per chunk is exp_values, the weight sum and the max.",
        "tiling": "key_chunk_size = 4096 keys sliced with lax.dynamic_slice and processed with lax.map/scan; queries are chunked separately in 1024-row slices, each query chunk scans all key chunks.",
        "numericalStability": "max_score per chunk (with stop_gradient), exp(attn_weights - max_score); chunks combined with exp(chunk_max - global_max) so the sum and values are on the same scale, then all_values / all_weights.",
        "tradeOff": "jax.checkpoint(prevent_cse=False) throws away each chunk's weights and recomputes the einsum in the backward: extra FLOPs to keep memory at one chunk.",
    }
