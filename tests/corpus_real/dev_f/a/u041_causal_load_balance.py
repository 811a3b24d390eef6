# Sources: S03, S05 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "S and P are never materialised in HBM; per query tile we read Q once and the K/V tiles up to the "
            "diagonal, and write O plus L. Masked-out K/V tiles are not even loaded."
        ),
        "tiling": (
            "Query tiles of 128 rows, one per thread block, resident in shared memory; K/V tiles of 64 rows "
            "streamed; with the causal mask the inner loop stops at the diagonal, so tiles strictly above it are "
            "skipped entirely."
        ),
        "numericalStability": (
            "Per row a running max and running denominator in fp32, rescaled by exp(m_old - m_new); inside the "
            "diagonal tile masked scores are set to -inf before the exp."
        ),
        "tradeOff": (
            "Because of the causal skip, the last query tile walks over N/64 K/V tiles while the first one walks "
            "over a single tile: the work per thread block is very uneven, so at the end a few blocks are still "
            "running while most SMs are idle (tail effect)."
        ),
    }
