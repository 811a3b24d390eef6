# Sources: S25 (learner rewrite of the sub-quadratic attention module)
def designOutline():
    return {
        "memoryTraffic": "Like flash attention but in plain torch: for every (query chunk, key chunk) pair the [q_chunk, kv_chunk] block of attention weights is materialised in VRAM with baddbmm, exp'd, multiplied by V and then freed, so peak memory is one block instead of the whole matrix.",
        "tiling": "query_chunk_size = 1024 queries per step, kv_chunk_size = sqrt(n) keys by default (min 512 in the webui), chunks sliced with narrow/dynamic_slice and looped in python.",
        "numericalStability": "Each kv chunk returns (exp_values, exp_weights_sum, max_score); then global_max = max over chunks and every chunk is rescaled by exp(max_score - global_max) before summing values and weights; optional upcast of q and k to fp32.",
        "tradeOff": "summarize_chunk is wrapped in torch checkpoint so the backward recomputes each chunk's matmul, and the python loop launches many small kernels: for short sequences this is slower than one bmm.",
    }
