# Sources: S45 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Decode reads each K/V page of a kv-head once for the whole GQA group; q.k products stay "
            "in registers and never go to HBM; an FP8 KV cache halves the bytes read."
        ),
        "tiling": (
            "If the GQA group size is >= 4 (or the KV is FP8), use the tensor-core decode path: the "
            "head group is fused with the token dimension into the MMA M dimension; otherwise the "
            "CUDA-core decode kernel."
        ),
        "tradeOff": (
            "With group size < 4 most of the MMA M dimension is padding, so the tensor-core path "
            "wastes compute and the CUDA-core kernel is faster; the threshold has to be re-checked "
            "per GPU."
        ),
    }
