# Sources: S11, B1 (paraphrase / learner rewrite, non-native English)
def designOutline():
    return {
        "memory_traffic": "Flash attention can be seen as a selective checkpoint: it only keep the output O and the "
                          "statistics (logsumexp per row) in HBM, the intermediate S and P are never write to HBM, "
                          "they are created in SRAM and used immediately.",
        "tiling": "Forward: one thread block for each 64-row block of Q, the Q block stays in shared memory, K and V "
                  "come in 64-row blocks one after the other; d = 128 so 16 KB for Q and 32 KB for K+V.",
        "numerical_stability": "Running max per row, and when the max changes the old sum and old output are scaled "
                               "down by exp(old_max - new_max); at the end divide by the sum and save "
                               "logsumexp = max + log(sum) in fp32.",
        "trade_off": "Because P is not saved, the backward has to recompute it from Q, K and logsumexp, one extra "
                     "matmul per block — that is the checkpointing cost.",
    }
