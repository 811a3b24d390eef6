# Sources: S07 (paraphrase of PR description and review)
def designOutline():
    return {
        "memoryTraffic": "The KQ block is computed in local memory and never written to the device buffer; the kernel reads Q, K, V and writes only dst.",
        "tiling": "Forward pass with block-wise computation, integrated with the existing GGML SYCL infrastructure.",
        "numericalStability": "Everything is F32 so exp cannot overflow here; we don't need the max subtraction in this first version.",
        "tradeOff": "Initial implementation supports only F32: an F16 KV cache must first be converted by an extra kernel, which costs a full read+write of K and V.",
    }
