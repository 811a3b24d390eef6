# Sources: S24 (paraphrase / learner rewrite), S02 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "ELI5 version: normal attention writes the giant N x N score table to slow GPU memory "
                         "and reads it back. Flash never writes that table to HBM; it computes a small tile in "
                         "SRAM, uses it, throws it away. Only Q, K, V in and O out.",
        "tiling": "Each thread block takes 128 queries and keeps them on chip, then walks over keys/values 64 "
                  "at a time.",
        "softmax_trick": "keep a running max and running sum per query; if a later tile has a bigger max, "
                         "shrink the old sum and old output by exp(old_max - new_max) before adding the new tile.",
        "tradeOff": "backward has to redo the QK^T tiles since they were thrown away, so training pays extra "
                    "FLOPs for the memory savings.",
    }
