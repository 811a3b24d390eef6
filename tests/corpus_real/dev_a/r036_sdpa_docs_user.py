# sources: S35 (PyTorch SDPBackend docs), S36 (usage snippet), a forum-style user answer (rewritten)
def designOutline():
    return {
        "memoryTraffic": "Just call F.scaled_dot_product_attention(q, k, v); it automatically uses Flash Attention if available, which is memory-efficient.",
        "tiling": "Select the backend with the sdpa_kernel context manager: with sdpa_kernel(SDPBackend.FLASH_ATTENTION): out = F.scaled_dot_product_attention(q, k, v).",
        "numericalStability": "Inputs should be float16 or bfloat16.",
        "tradeOff": "The flash backend does not accept an arbitrary attn_mask tensor; when one is passed, dispatch falls back to the efficient or math backend, and the math backend materialises the full L x S attention matrix, so memory grows quadratically again.",
    }
