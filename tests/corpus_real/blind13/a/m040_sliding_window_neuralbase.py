# Sources: S09 (paraphrase / learner rewrite)
# Blog-style homework answer, sliding window attention.


def designOutline():
    return {
        "memoryTraffic": (
            "With a window of 256 the kernel only computes a 4096 x 256 banded score matrix and "
            "stores it in HBM (1M elements instead of 16M), then reads it back for the softmax "
            "and the multiplication with V."
        ),
        "tiling": (
            "Query blocks of 64 rows; for each, only the 5 key blocks of 64 rows that overlap "
            "[i - 256, i] are loaded into shared memory; key blocks before the window are skipped."
        ),
        "numericalStability": (
            "Positions outside the window are set to -inf before exp; the running max and sum "
            "are kept in fp32 and the partial output is rescaled by exp(m_old - m_new) per block."
        ),
        "tradeOff": (
            "The model can't directly attend beyond 256 tokens: far context has to travel "
            "through many stacked layers, so long-range information gets lossy."
        ),
    }
