# Sources: S01 (paraphrase / learner rewrite of a course lecture summary)


def designOutline():
    return {
        "memoryTraffic": (
            "The practical issue is that attention layers spend most of their time waiting on memory, not "
            "computing. So instead of materializing the full N x N attention matrix in high-bandwidth memory, "
            "all attention operations are fused into a single GPU kernel: the scores and probabilities never "
            "go to HBM, only Q, K, V are read and the output O is written back."
        ),
        "tiling": (
            "FlashAttention uses tiling so that the computation becomes IO-aware. The tiling is chosen to "
            "make the kernel efficient on the memory hierarchy of modern GPUs."
        ),
        "numericalStability": (
            "The softmax is restructured: for each row we keep the running max and the running sum of "
            "exponentials, and when a new block brings a larger max the old sum and the partial output are "
            "multiplied by exp(old max - new max) before the new block is added."
        ),
        "tradeOff": (
            "A key limitation is the reliance on custom CUDA kernels, which increases engineering complexity "
            "and reduces portability across hardware platforms, and makes it less accessible to "
            "practitioners without systems expertise."
        ),
    }
