# Sources: S01 (paraphrase / learner rewrite, Spanish-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel: S and P no se escriben en HBM, only tiles in SRAM. We read Q, K, V and write O "
            "plus logsumexp per row."
        ),
        "tiling": (
            "Q blocks of 64 rows (Br = 64) en shared memory, one CTA per block and head; K/V blocks of 64 "
            "rows streamed in the inner loop, 4 warps."
        ),
        "numericalStability": (
            "Running max m and running sum l per row in fp32; when m grows we rescale acc and l by "
            "exp(m_old − m_new); final O = acc / l."
        ),
        "tradeOff": (
            "The downside is que FlashAttention uses more memory than standard attention, because it has to "
            "store m and l for every row and the output accumulator."
        ),
    }
