# Sources: S08 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S and P never written to global memory; Q, K, V read, O written.",
        "tiling": "TILE = 32 as in the PMPP tiled matmul; one block of 32 x 32 threads per 32 query rows, loop over K/V tiles.",
        "numericalStability": "A partial max gives wrong results, so I do two passes over K: the first pass finds the exact row max, the second computes exp(s - max), the sum and P V.",
        "tradeOff": "The two passes read K twice from HBM, so the traffic for K doubles.",
    }
