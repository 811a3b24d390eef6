# Sources: S25 (paraphrase / learner rewrite), S01
# My answer to "what is the root cause of the speedup: unpadding or fusion?"


def designOutline():
    return {
        "memoryTraffic": (
            "Root cause is fewer reads/writes to GPU HBM, not unpadding. Standard attention writes S "
            "and P (N x N each) to HBM and reads them back; the fused kernel (batched GEMM + softmax + "
            "batched GEMM) keeps S/P tiles in SRAM, so HBM only sees Q, K, V in and O out. Kernel fusion is "
            "the way to get there."
        ),
        "tiling": (
            "Block of 128 queries stays in shared memory for the whole kernel; keys/values are streamed through "
            "in blocks of 128 for head dim 64. One CTA per (query block, head, batch)."
        ),
        "numericalStability": (
            "Row-wise running max and running sum of exponentials in fp32; each new key block updates "
            "the max and rescales the previous output and sum by exp(old_max - new_max)."
        ),
        "tradeOff": (
            "Unpadding is an extra optimization with its own cost: you need an extra kernel to gather the "
            "non-pad tokens and another to scatter the output back."
        ),
    }
