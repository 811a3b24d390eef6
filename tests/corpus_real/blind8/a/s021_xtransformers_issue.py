# Sources: S24 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "It optimizes memory access and avoids unnecessary reads and writes, that's why it's called IO-aware.",
        "tiling": (
            "Q is cut into tiles of 64 rows, one per thread block and kept in SRAM; K and V tiles of 64 rows "
            "are loaded one after another in the inner loop."
        ),
        "numericalStability": (
            "keep running max m and normalizer l for each row in fp32; when m increases, scale the old "
            "accumulator and l by exp(m_old - m_new) before adding the new tile."
        ),
        "tradeOff": "It is harder to implement and debug than a normal attention, and the whole model might not get faster.",
    }
