# Sources: S28 (paraphrase; the learner took the page's 'naive idea' for the method)
def designOutline():
    return {
        "memoryTraffic": "S and P are never materialized in HBM: each K/V tile is loaded into SRAM, used, dropped. Memory drops from O(N^2) to O(N).",
        "tiling": "K/V tiles of 64 keys (d = 64) are loaded into SRAM one by one while the query block of 64 rows stays resident.",
        "numericalStability": "Softmax each block separately so each block sums to 1, then concatenate the block outputs; this matches the batch softmax.",
        "tradeOff": "Streaming has a cost: the factor exp(m_old - m_new) has to be applied to every saved value of the accumulator at each step, an extra multiply over the whole d-wide accumulator per tile.",
    }
