# Sources: S55 (facebookresearch/xformers memory_efficient_attention docs and cutlass kernel comments), S61 (Rabe & Staats, arXiv:2112.05682)
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "memory_efficient_attention never materialises the attention matrix: each CUDA block reads its "
            "queries once, iterates over keys/values in chunks, and writes the output and the logsumexp "
            "(needed for backward)."
        ),
        "tiling": (
            "kQueriesPerBlock = 64 and kKeysPerBlock = 64 for head dim <= 64 (32 x 128 tiles for larger dims); "
            "the output accumulator stays in registers if head dim <= 128, otherwise it lives in shared memory."
        ),
        "numericalStability": (
            "Like Rabe & Staats: keep the running max of each query row, rescale the accumulated values and "
            "the running sum by exp(old_max - new_max) when the max changes; accumulation in fp32 even for "
            "fp16/bf16 inputs."
        ),
        "tradeOff": (
            "When head dim > 128 the accumulator doesn't fit in registers and moves to shared memory, which "
            "costs extra shared-memory round trips per key block and the kernel is noticeably slower."
        ),
    }
