# Sources: S05 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Flash-decoding splits the KV cache, and each block only loads its own chunk of K and V, so the total "
            "memory traffic goes down by a factor of num_splits compared to one block reading everything."
        ),
        "tiling": (
            "num_splits = 0 means the heuristic decides; num_splits > 1 means flash-decoding is running: the "
            "seqlen_k dimension is cut into num_splits chunks and each chunk gets its own thread block."
        ),
        "numericalStability": (
            "Each split computes its own softmax over its chunk, and the final output is just the average of the "
            "split outputs."
        ),
        "tradeOff": (
            "Hardcoding num_splits to 2, 4 or 8 was slower than the heuristic's 1 on A100 with batch 8 and 48 "
            "heads, because batch x heads already gives enough thread blocks to use all SMs and the splits only add "
            "a combine step."
        ),
    }
