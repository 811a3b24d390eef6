# Sources: S16 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Q, K, V (half) are read from global memory, O (float) is written once; the QK^T tile goes "
                         "straight from the tensor-core fragments into the softmax and into P@V, it is never stored "
                         "to global memory.",
        "tiling": "tile = 64: each block takes 64 query rows (in shared memory) and loops over the keys 64 at a time; "
                  "the 64x64 score tile is done with WMMA 16x16x16 fragments, head dim D = 64, grid = (L/64, B*H).",
        "numericalStability": "Per row keep max and sum as float; for every key tile: new max, scale the old sum and "
                              "the old output row by exp(old_max - new_max), add the tile's exp(s - new_max); divide "
                              "at the end.",
        "tradeOff": "The WMMA path needs the tile to be a multiple of 16 and D = 64 fixed at compile time; other "
                    "head dims require a recompile or fall back to the CUDA-core kernel, which is several times slower.",
    }
