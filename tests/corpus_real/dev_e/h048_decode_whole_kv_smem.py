# Sources: S10 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "At decode the KV cache dominates: it is read from HBM once per step, and only the new O row is written; no score vector goes back to HBM.",
        "tiling": "The whole K and V of the sequence (up to 32k tokens) is loaded into shared memory once and reused for all query heads of the group.",
        "numericalStability": "Scores for the single query row are reduced with a running max and sum in fp32, rescaling the accumulator by exp(m_old - m_new) per chunk.",
        "tradeOff": "With one query row per head the MMA tile is mostly padding, so tensor cores are under-used at decode.",
    }
