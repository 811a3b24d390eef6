# Sources: S53 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Decode (M=1): RoPE and FlashAttention fused into one kernel, so the rotated query never round-trips through device memory and the scores are consumed on chip by the fused P.V accumulation; prefill writes only O.",
        "tiling": "Prefill (M>1): tiled FA1-style kernel for head_dim in {64, 128}; WARPS per threadgroup selectable (env override); optional Split-K over the KV length when KV is large, each split producing a partial O and logsumexp that are merged.",
        "numericalStability": "Streaming softmax: online max and logsumexp per query row; the P.V accumulator is rescaled by exp(old_max - new_max) each KV chunk; Split-K partials are merged with weights exp(lse_i - lse_max).",
        "tradeOff": "Unsupported shapes fail fast with an explicit error: the prefill tiles are only instantiated for head_dim 64 and 128, so a model with head_dim 96 or 256 cannot use the fused path at all.",
    }
