# Sources: S09, S15 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Standard attention: read Q, K from HBM -> compute S = QK^T -> write S back to HBM (N^2); "
                         "read S -> softmax -> write P back to HBM (N^2); read P, V -> compute O -> write O. Every "
                         "step goes back to HBM, and that back-and-forth is the memory bottleneck.",
        "tiling": "Each thread block owns 128 query rows that stay in shared memory; keys and values are loaded 64 "
                  "rows at a time inside the loop (head dim 64, fp16: 16 KB + 2 x 8 KB).",
        "numericalStability": "Running max and running sum per query row; when a later block has a larger score, "
                              "the partial output and the sum are scaled by exp(old_max - new_max) before adding.",
        "tradeOff": "For head_dim above 256 the Q/K/V tiles no longer fit in shared memory, so the library falls back "
                    "to the slower eager attention for those models.",
    }
