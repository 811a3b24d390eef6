# Sources: S23, S48 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Memory is handled efficiently with tiling.",
        "tiling": "Backward: one CTA per 128-key block of a KV head, looping over the Q blocks of all query heads in its group.",
        "numericalStability": "P = exp(S - LSE) from the forward's fp32 LSE; dS = P * (dP - D) in fp32.",
        "tradeOff": "In GQA backward the dK/dV of a shared KV head receive contributions from 8 query heads; added with fp32 atomics they are non-deterministic, and the longer reduction (d = 256) makes bf16 results drift further from the reference.",
    }
