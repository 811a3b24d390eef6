# Sources: S02 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "LeanAttention addresses decode-phase bottlenecks in long-context inference by reorganizing the "
            "computation around LeanTiles, which reduces memory overheads and improves efficiency."
        ),
        "tiling": (
            "LeanTiles with a stream-K style mapping: the KV workload is split into unequal blocks so that every "
            "SM gets the same number of tiles, which gives near-perfect occupancy whatever the context size."
        ),
        "numericalStability": (
            "Softmax re-scaling is associative, so each split keeps its own max and sum and when the splits are "
            "reduced the partial outputs are rescaled by exp(m_split - m_global) before summing; results stay exact."
        ),
        "tradeOff": (
            "Maintains accuracy while delivering around 1.7-2x speedup over FlashDecoding and up to 8.3x at "
            "extreme context lengths, and scales to multi-GPU tensor parallelism."
        ),
    }
