# Sources: S17 (learner rewrite of a PR title and code), S16 (background)

def designOutline():
    return {
        "memoryTraffic": "Split-KV attention writes, per split, an fp32 partial output and its LSE to a small global buffer; the combine kernel reads those and writes the final O. Scores never reach global memory.",
        "tiling": "Grid (batch, kv_heads, num_splits); each split CTA handles a contiguous range of KV blocks of 64 tokens with the query heads of one GQA group packed as rows of the Q tile.",
        "numericalStability": "Combine: lse_max = max over splits, weights w_s = exp(lse_s - lse_max), O = sum_s w_s * O_s / sum_s w_s, all in fp32; each split already subtracted its running max before exp.",
        "tradeOff": "Recomputation.",
    }
