# Sources: S09 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Dataflow unchanged from FlashAttention2: Q and K are read as INT8 with one scale per "
            "block, V in fp16, the score tile and P~ live in registers and are never written to "
            "HBM, and only O is stored."
        ),
        "tiling": (
            "Q tiles of 128 rows and K/V tiles of 64 rows; each tile's quantisation scale is "
            "computed when the tile is loaded and kept in registers, so the INT8 QK^T and the "
            "fp16 PV both run on the tensor cores without extra passes."
        ),
        "numericalStability": (
            "After dequantising QK^T with the two block scales, the usual online softmax runs in "
            "fp32: running max per row, accumulator rescaled by exp(m_old - m_new), and P~ is cast "
            "to fp16 only for the PV product with an fp32 accumulator."
        ),
        "tradeOff": (
            "One outlier token in a 64-key block sets the INT8 scale for the whole block, so small "
            "scores round to zero: quantisation error that the fp16 FlashAttention path, which is "
            "exact, does not have. Smoothing K (subtracting its mean) is what keeps it tolerable."
        ),
    }
