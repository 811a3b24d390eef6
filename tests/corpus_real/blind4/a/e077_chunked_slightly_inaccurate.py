# Sources: A05 (learner rewrite; the accuracy claim is the learner's)
def designOutline():
    return {
        "memoryTraffic": "queries and keys processed in chunks so the n x n score matrix is never stored in HBM; "
                         "only each chunk's weighted values, exp-sum and max are kept.",
        "tiling": "query chunks of 1024 and key chunks of 4096 (lax.scan over key chunks), so the working set "
                  "per step is 1024 x 4096 scores.",
        "numericalStability": "each key chunk keeps its max; when combining chunks every partial is rescaled by "
                              "exp(chunk_max - global_max) before summing, in fp32.",
        "tradeOff": "It trades a bit of accuracy and speed for memory: results are slightly inaccurate compared "
                    "to the standard implementation because the softmax is split over chunks.",
    }
