# Sources: S10 (paraphrase / learner rewrite), S01


def designOutline():
    return {
        "memoryTraffic": (
            "Standard attention writes the L x L score matrix to HBM. Here the scores for a tile are "
            "produced and consumed inside SRAM, so the L x L matrix is never written out; the kernel "
            "reads Q, K, V from HBM and writes only O (L x D)."
        ),
        "tiling": (
            "We split Q, K and V into tiles that are small enough to fit into SRAM and compute the "
            "attention tile by tile, then combine the results."
        ),
        "numericalStability": (
            "Online softmax as in the replication: keep m (row max so far) and d (row sum so far). "
            "For a new tile, m_new = max(m, max(tile)); d = d * exp(m - m_new) + sum(exp(tile - m_new)); "
            "the partial output is multiplied by exp(m - m_new) too before adding the tile's contribution."
        ),
        "tradeOff": (
            "When D (head dim) grows, each tile row is longer, so fewer rows fit in SRAM; the tiles "
            "get smaller and K/V have to be re-read from HBM more often."
        ),
    }
