# Sources: S08 (paraphrase / learner notes on a PR review)


def designOutline():
    return {
        "memoryTraffic": "Keep the memory traffic low and use the memory hierarchy well.",
        "tiling": (
            "Query cudaDevAttrMaxSharedMemoryPerBlockOptin: >= 176 KB (H100) -> 64x64 tiles with double "
            "buffering; >= 144 KB (A100) -> 64x64 without double buffering; 99 KB (sm86/sm89) -> 64x32 "
            "tiles with V kept in registers."
        ),
        "numericalStability": (
            "The backward reuses the LSE saved by the forward: P = exp(S - LSE) is rebuilt per tile in "
            "fp32, no separate max pass."
        ),
        "tradeOff": (
            "On sm86 there is no double buffering, so the global loads of the next K/V tile are not "
            "overlapped with the MMA and the kernel stalls on every tile."
        ),
    }
