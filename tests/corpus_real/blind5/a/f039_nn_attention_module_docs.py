# Sources: S38 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "sdpa_kernel context manager picks the backend (FLASH_ATTENTION, EFFICIENT_ATTENTION, CUDNN_ATTENTION, MATH). The fused ones don't write S to HBM, MATH does.",
        "tiling": "flash backend handles the tiling",
        "numericalStability": "handled by the backend",
        "tradeOff": "Fused backends have constraints on dtype, head dim and masks; when they are not met SDPA silently falls back to MATH, which materializes the full attention matrix and uses O(N^2) memory.",
    }
