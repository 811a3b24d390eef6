# sources: S45 (xFormers cutlass op docstring and the mem-efficient kernel_forward.h block-size dispatch), S35; rewritten
def designOutline():
    return {
        "memoryTraffic": "memory_efficient_attention never materialises the [B, H, M, N] attention matrix: keys and values are processed in chunks, the chunk scores live on chip only, and the kernel writes the output and the logsumexp [B, H, M] needed by the backward.",
        "tiling": "The CUTLASS kernel uses 64 x 64 tiles (queries x keys) for head dim <= 64 and 32 x 128 for larger head dims; one CTA per (query tile, head, batch), looping over key tiles with the query tile in shared memory.",
        "numericalStability": "Per query a running max and a running sum of exponentials in fp32; when a key chunk has a higher max the accumulated output and sum are scaled by exp(old_max - new_max).",
        "tradeOff": "It may not work well on all GPUs and can be harder to use than the math implementation.",
    }
