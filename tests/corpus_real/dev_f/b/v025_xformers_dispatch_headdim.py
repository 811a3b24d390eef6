# Sources: S25 (paraphrase of issue thread)
def designOutline():
    return {
        "memoryTraffic": "memory_efficient_attention never materialises the attention matrix: each op reads query/key/value and writes the output (plus logsumexp when grads are needed).",
        "tiling": "The dispatcher picks the op: FlashAttention kernels for head_dim <= 128 with 128-row query blocks, the cutlass kernel with 64x64 query/key blocks otherwise.",
        "numericalStability": "Both ops keep the row max and running sum in fp32 and rescale the output accumulator when the max grows; forward_no_grad skips storing the logsumexp.",
        "tradeOff": "Dispatch bug: the selector sent head_dim 160 to FlashAttention, which was only compiled up to 128, so the call errors instead of falling back to the slower cutlass op.",
    }
