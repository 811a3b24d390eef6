# Sources: S50 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "kernel_forward.h reads Q, K, V and an optional attention bias tile by tile from global "
            "memory; the output accumulator stays in registers and is written once; the attention "
            "matrix is not stored."
        ),
        "tiling": (
            "kQueriesPerBlock = 64, kKeysPerBlock = 64; for LLM decoding with a single query and a "
            "single K/V head (multi-query) the kernel packs differently to raise tensor-core utilization."
        ),
        "numericalStability": (
            "iterative softmax: per key block compute mi = max(mi, rowmax), rescale the accumulators by "
            "exp(mi_old - mi) and si likewise, then add exp(s - mi) @ V."
        ),
        "tradeOff": "Dropout support requires pytorch at the moment.",
    }
