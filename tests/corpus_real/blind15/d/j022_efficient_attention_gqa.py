# Sources: S04 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Instead of materialising the T x T attention matrix in HBM, the kernel keeps each "
            "score block on chip and writes only O; with GQA each K/V head is read once for all "
            "the query heads in its group."
        ),
        "tiling": "Stream the softmax computation through fast on-chip SRAM via tiling.",
        "numericalStability": (
            "Each row carries a running max m and normaliser l in fp32; the accumulator is "
            "multiplied by exp(m - m_new) before the next block is added."
        ),
        "tradeOff": (
            "With a GQA ratio of 8 the KV cache is 8x smaller, but if the 8 query heads of a group "
            "are not packed into the same CTA, each K/V tile is re-read from HBM 8 times and the "
            "saving in bandwidth is lost."
        ),
    }
