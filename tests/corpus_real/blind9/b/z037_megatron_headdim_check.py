# Sources: S37 (paraphrase of PR and maintainer reply)
def designOutline():
    return {
        "memoryTraffic": "With --use-flash-attn the core attention never materialises the [b, np, sq, sk] scores tensor; q, k, v go into the fused kernel and only the context layer comes out.",
        "tiling": "flash_attn_unpadded_func with cu_seqlens: one CTA per 128 query rows per (sequence, head), K/V streamed through shared memory; head dim must be <= 128.",
        "numericalStability": "n/a",
        "tradeOff": "We want an explicit error if --use-flash-attn is set and flash attention can't run (head dim > 128 not supported), instead of a silent fallback to the unfused softmax path, which would run much slower than expected.",
    }
