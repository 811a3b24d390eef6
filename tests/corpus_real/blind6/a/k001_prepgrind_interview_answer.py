# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Only the Q, K, V tiles get read from HBM and only O (plus one logsumexp per row) is written back. The n x n score matrix is never stored in HBM, it only exists in SRAM one tile at a time and then gets thrown away.",
        "tiling": "Load one tile of Q (64 rows) into SRAM, then loop over K/V tiles of 64 rows: compute the partial scores for that pair, fold them into the output, discard the tile, next. One thread block per Q tile.",
        "numericalStability": "Online softmax: keep a running max m and running sum l for each query row. When a new K tile has a bigger score, the old sum and the partial output get rescaled by exp(m_old - m_new) before adding the new part.",
        "tradeOff": "The catch is backward: P was never saved, so it has to be recomputed from Q, K and the saved logsumexp. You pay extra FLOPs (another QK^T per tile) to not store the n x n matrix.",
    }
