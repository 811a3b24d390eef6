# Sources: S08, S09 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Same dataflow as FlashAttention2: Q, K, V are read from HBM once per tile (here as "
            "INT8/INT4 with per-block scales, which also halves the bytes), S and P stay on chip, "
            "and only O is written back."
        ),
        "tiling": (
            "Per-block quantisation: Q in 128-row blocks and K in 64-row blocks, each block with "
            "its own scale kept in registers next to the tile; V and P~ go through the second GEMM "
            "in FP8 with a 64-row K/V pipeline of two stages."
        ),
        "numericalStability": (
            "K is smoothed by subtracting its mean over tokens before quantisation. Since this "
            "shifts every score of a row by the same amount and keeps the logits small, the usual "
            "max subtraction is no longer necessary in the softmax; we exponentiate directly and "
            "accumulate in fp32."
        ),
        "tradeOff": (
            "INT4 QK^T with per-thread scales still loses information when a few outlier channels "
            "set the block scale: mid-sized scores round to zero, so quantisation error shows up in "
            "video models with heavy-tailed queries unless Q is smoothed too."
        ),
    }
