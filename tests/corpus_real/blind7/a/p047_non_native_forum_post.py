# Sources: S25 (paraphrase / learner rewrite), S37 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Kernel is fused, so the attention score not go to global memory, it stay in shared "
                         "memory for each block and after multiply with V it is dropped. Only O is wrote back.",
        "tiling": "I take 64 row of Q for one thread block and keep in shared memory, then loop K and V with 64 "
                  "row each time.",
        "numericalStability": "Softmax is normalized inside every tile (exp and divide by the tile sum), then I "
                              "average the outputs of all tiles to get the final row, no need to know the global max.",
        "tradeOff": "Backward must compute attention again because we not save it, so it is more compute (one "
                    "more QK^T) but much less memory.",
    }
