# Sources: S12 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K and V are read from global memory and O is written; the score matrix is computed in shared memory and is never stored in global memory.",
        "tiling": "Since the whole K and V for a head fit in shared memory, each block loads all of K and V, then each thread handles one query row.",
        "numericalStability": "Standard safe softmax: subtract the row max, exp, divide by the sum, in fp32.",
        "tradeOff": "Downside: only works up to a few thousand tokens.",
    }
