# Sources: S08 (paraphrase / learner rewrite)
# Lecture recap question: "What does FA3 add on top of FA2?"


def designOutline():
    return {
        "memoryTraffic": (
            "Like FA2, the score matrix is never written to HBM: each S tile is produced and "
            "consumed on chip. With FP8 inputs, Q, K and V are 1 byte per element, so the bytes "
            "read from HBM for K/V are half of the bf16 case; O is written in bf16."
        ),
        "tiling": (
            "Block of 128 query rows per CTA, K/V blocks of 128 rows with d = 128, streamed "
            "through shared memory by TMA in a 2-stage pipeline."
        ),
        "numericalStability": (
            "Q@K^T is done in FP8 on the tensor cores but the result is converted back to fp32 "
            "for the softmax: running max subtracted, running sum kept, accumulator rescaled by "
            "exp(m_old - m_new) in fp32."
        ),
        "tradeOff": (
            "FA3 gets its speed from the lower precision: attention does not need high "
            "precision because the softmax is lossy anyway, so it is slightly inaccurate "
            "compared to FA2 but much faster."
        ),
    }
