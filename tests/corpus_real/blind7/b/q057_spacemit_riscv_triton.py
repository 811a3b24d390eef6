# Sources: S56 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Q, K and V are read once from DDR and O is written once; the scores stay on chip.",
        "tiling": (
            "For seq_len <= 4096 and d = 64, load all of K and V into shared memory at once so they stay resident, "
            "then loop over Q blocks of 32 rows."
        ),
        "numericalStability": (
            "The core online softmax kernel keeps m and l per row in fp32 and rescales the accumulator by "
            "exp(m_old - m_new) for each new block."
        ),
        "tradeOff": (
            "The Triton-to-Triton-IR pass mishandles constant multiplication, so the softmax scale gets applied twice "
            "and the output is silently wrong unless you work around it."
        ),
    }
