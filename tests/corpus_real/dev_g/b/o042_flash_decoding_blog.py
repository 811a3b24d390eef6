# Sources: S31 (learner rewrite; source already used elsewhere)
def designOutline():
    return {
        "memoryTraffic": "Decode step: the single query reads each K/V chunk of the cache from HBM once; the scores and softmax weights for that chunk stay in registers and are never written out. Each split writes only its partial output (d values) and its log-sum-exp to HBM for the final reduction.",
        "tiling": "Grid = (batch, heads, splits) with 64 splits for a 64k context; each split walks its 1024 tokens in 64-token tiles (d = 128) through shared memory.",
        "numericalStability": "Per-split max and sum in fp32; the reduction rescales each split's output by exp(lse_split - lse_global) before summing.",
        "tradeOff": "There are trade-offs for small batches.",
    }
