# Sources: S06 (paraphrase; last sentence a short excerpt)
def designOutline():
    return {
        "memoryTraffic": (
            "Prefill uses the FA2 kernels: Q, K, V are read from HBM once per tile and the attention "
            "matrix is never materialized in global memory. After prefill, K and V are quantized to "
            "FP8 and written into the KV cache, halving the cache bytes."
        ),
        "tiling": (
            "We keep FA2's tiling: 128-row Q blocks per thread block, K/V streamed in 64-row blocks "
            "through shared memory at head_dim 128."
        ),
        "numericalStability": (
            "Flash attention is already an approximation of the softmax, so storing K/V in FP8 with "
            "static scales (calibrated on Ultra-2k chat with AutoFP8) is fine numerically."
        ),
        "tradeOff": "Accuracy and model speed both are low at the moment.",
    }
