# sources: S15 (pytorch/pytorch issue #100326), S62 (PyTorch scaled_dot_product_attention docs); a user's notes rather than a kernel design
def designOutline():
    return {
        "memoryTraffic": "Call torch.nn.functional.scaled_dot_product_attention and force the flash backend with sdpa_kernel(SDPBackend.FLASH_ATTENTION).",
        "tiling": "Pass is_causal=True instead of an explicit mask.",
        "numericalStability": "Run under bf16 autocast.",
        "tradeOff": "The flash backend refuses fp32 inputs and head dims above 256, and then SDPA falls back to the math backend, which materialises the full N x N attention matrix and runs out of memory at long sequence lengths.",
    }
