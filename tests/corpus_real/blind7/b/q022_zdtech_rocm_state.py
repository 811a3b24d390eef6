# Sources: S22 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Instead of the naive approach that writes a gigantic attention score matrix to GPU memory, the kernel "
            "keeps each score tile on-chip (LDS and registers) by tiling and fusing QK^T, softmax and PV, so only "
            "Q, K, V are read and O is written."
        ),
        "tiling": (
            "On MI300X the CK backend uses 64-wide wavefronts; for head dim 128 a 128 x 128 Q tile stays resident "
            "and K/V are streamed in 64-row tiles through LDS (64 KB per CU)."
        ),
        "numericalStability": (
            "Softmax statistics are accumulated in fp32 with a running max per row, and the output accumulator is "
            "rescaled when the max grows."
        ),
        "tradeOff": (
            "Support is uneven: some features only exist in the CK build for MI200/MI300, while RDNA cards go "
            "through the Triton backend, which falls back to slower paths, so you get support on one GPU "
            "generation only."
        ),
    }
