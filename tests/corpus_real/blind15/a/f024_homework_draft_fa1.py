# Sources: S01 (paraphrase / learner rewrite, unfinished draft)


def designOutline():
    return {
        "memoryTraffic": "Don't write S to HBM at all. Read Q, K, V tile by tile into SRAM, compute QK^T, softmax "
                         "and PV there, write only O back.",
        "tiling": "Br = 64, Bc = 64 (head dim 64): the Q block stays in shared memory for the whole inner loop over "
                  "K/V blocks; one thread block per Q block per head.",
        "numericalStability": "TODO",
        "tradeOff": "tbd",
    }
