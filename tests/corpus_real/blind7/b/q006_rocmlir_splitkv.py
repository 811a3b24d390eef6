# Sources: S06 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "With split-kv > 1 the kernel has to return LSE as well: both the attention output and the LSE get an "
            "extra splitKV factor in the batch dimension in global memory, and a second kernel combines them. The "
            "score tile itself never leaves the workgroup."
        ),
        "tiling": (
            "gridwise-to-gemm launches splitKV times more workgroups; each one is assigned a start and end iteration "
            "along seqLenKV (computed dynamically when KV-cache or causal is on), and a workgroup with no work "
            "exits early."
        ),
        "numericalStability": (
            "Each split stores its LSE = m + log(l) in fp32, and the combine weights every partial output by "
            "exp(LSE_i - max LSE) before summing, so the merged result equals the unsplit one."
        ),
        "tradeOff": "Trade-off: more parallelism vs more overhead, it depends on the problem config.",
    }
