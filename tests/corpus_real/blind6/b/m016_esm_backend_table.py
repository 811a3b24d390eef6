# Sources: S17 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "kernels_flash: fused, no N x N matrix written.",
        "tiling": "blocks, handled by the kernel",
        "numericalStability": "Outputs differ slightly from SDPA due to online softmax reordering, the flash backend is near-exact numerics, use sdpa if exact numerics matter.",
        "tradeOff": "Flex attention: first use compiles a Triton kernel (30-120 s).",
    }
