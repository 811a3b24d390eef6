# Sources: S02 (user question rewritten as an outline)
def designOutline():
    return {
        "memoryTraffic": "flash_attn_with_kvcache reads K/V straight from the paged cache blocks and the new k/v are appended in the same kernel; scores are not written out, only the output.",
        "tiling": "varlen prefill: one CTA per 128-query block per (sequence, head), K/V streamed in 64-row blocks; decode (q len 1) splits the KV length across CTAs and combines them.",
        "numericalStability": "The softmax in flash attention is approximate, so I expect a mean diff around 3e-4 and max 0.125 compared to the reference, it's not exact like the pytorch one.",
        "tradeOff": "Split-KV for decode needs an extra combine step over the partial outputs with their LSE, and because the sum order is different the result is not bitwise equal to the varlen path.",
    }
