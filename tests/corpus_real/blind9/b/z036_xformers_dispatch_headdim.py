# Sources: S36 (paraphrase of issue traceback and discussion)
def designOutline():
    return {
        "memoryTraffic": "memory_efficient_attention never builds the [B, M, M] attention matrix in global memory; the forward reads q, k, v and writes the output, plus the logsumexp only when a backward is needed.",
        "tiling": "The cutlass op assigns one threadblock to 64 queries and iterates over keys in chunks of 64 (128 for small head dims), with K/V chunks in shared memory; the flash op uses its own 128-row blocks.",
        "numericalStability": "fast path forward_no_grad skips computing the logsumexp; with grad, the per-row logsumexp (fp32) is saved so the backward can rebuild P = exp(S - lse) without a max pass.",
        "tradeOff": "The FlashAttention op only supports head_dim up to 128 (its tiles are compiled per head dim and larger ones do not fit shared memory), so the dispatcher must fall back to the slower cutlass op for bigger heads; picking flash anyway raises an error.",
    }
