# Sources: S03 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Attention is memory-bound: ~312 TFLOPS of compute against ~2 TB/s of HBM. "
            "FlashAttention wins twice here. First, by fusing QK^T, softmax and PV it skips the "
            "separate softmax pass, so it performs fewer FLOPs overall than standard attention. "
            "Second, the scores stay in SRAM instead of going to HBM."
        ),
        "tiling": (
            "Q blocks of 64 rows stay in shared memory, one thread block each; K and V are loaded "
            "64 rows at a time in the inner loop and discarded after use. Head dim 128, fp16: "
            "16 KB per tile, 48 KB in total."
        ),
        "numericalStability": (
            "Track a running max and running exp-sum per query row in fp32 registers, and rescale "
            "the partial output by exp(m_old - m_new) whenever the max increases, so the exp "
            "argument is always <= 0."
        ),
        "tradeOff": (
            "Backward pass: instead of keeping the 4096 x 4096 probability matrix, the kernel "
            "recomputes the scores from Q, K and the saved logsumexp. That extra matmul is the "
            "price for not storing P."
        ),
    }
