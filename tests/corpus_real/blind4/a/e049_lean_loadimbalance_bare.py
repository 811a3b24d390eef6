# Sources: A06 (learner notes)
def designOutline():
    return {
        "memoryTraffic": "One decode token: the kernel is bandwidth-bound on reading the KV cache once; scores stay "
                         "in registers; partial O, m, l of split heads written to a scratch buffer.",
        "tiling": "LeanTiles of 256 tokens distributed evenly over all SMs across heads (stream-K), "
                  "d = 128, one query row per head in registers.",
        "numericalStability": "partials combined with m = max(m1, m2), l = l1 e^(m1 - m) + l2 e^(m2 - m), same for O.",
        "tradeOff": "Load imbalance.",
    }
