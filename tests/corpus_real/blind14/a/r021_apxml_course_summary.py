# Sources: S01 (paraphrase / learner rewrite, course chapter summary)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention is faster mainly because it reduces the number of floating point "
            "operations in attention: by working on tiles it avoids computing the full N x N matrix, "
            "and as a bonus it also writes less to HBM."
        ),
        "tiling": (
            "Tiles: Q blocks of 128 rows per thread block, loaded into shared memory once; K/V blocks "
            "of 64 rows streamed through shared memory in the inner loop."
        ),
        "numericalStability": (
            "Per-row running max m and normaliser l; when a new K/V block increases m, the partial "
            "output and l are multiplied by exp(m_old - m_new) so the final result equals the full "
            "softmax."
        ),
        "tradeOff": (
            "Recomputation: the backward rebuilds the attention tiles from Q, K and the saved "
            "statistics instead of reading a stored P, which costs an extra QK^T per tile."
        ),
    }
