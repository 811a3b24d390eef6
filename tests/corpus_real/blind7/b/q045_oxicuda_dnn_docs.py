# Sources: S44 (excerpt + paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Tiled, IO-aware attention implementations that avoid materialising the full [N, N] attention matrix in "
            "global memory."
        ),
        "tiling": "forward (FlashAttention-2), backward, paged (PagedAttention), decode, hopper (FlashAttention-3).",
        "numericalStability": "FlashAttention-2 forward pass with online softmax.",
        "tradeOff": (
            "The hopper module is sm_90+ only because it relies on TMA and WGMMA; older GPUs fall back to the "
            "FlashAttention-2 kernel."
        ),
    }
