# Sources: S14 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "fMHA: flash-attention v2 with massive performance improvements for forward and backward.",
        "tiling": "Decoding backend that does not use TensorCores.",
        "numericalStability": "Fixed potential race condition in the FW/BW passes of cutlass.",
        "tradeOff": "attn_bias stride overflowed for very long sequences (>32k) because the strides were 32-bit; fixed.",
    }
