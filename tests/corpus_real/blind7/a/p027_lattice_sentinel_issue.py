# Sources: S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Tiled online-softmax kernel: per head, Q rows and K/V tiles are read once per tile, "
                         "the tile of scores is kept in registers and dropped, the N x N matrix is never stored.",
        "tiling": "tile of 64 keys per step, one query row block of 32 per work item, K/V tiles streamed in order.",
        "numericalStability": "Mask with -inf, not a finite sentinel: exp(-inf - finite_max) = 0 exactly, so a masked "
                              "key gets zero weight. The running max is kept per row; an all-masked row (max "
                              "still -inf) is guarded so its row_sum is 0 and the output is 0, not NaN.",
        "failureMode": "With a finite MASK_VALUE = -10000, a valid score below -10000 makes the masked key the "
                       "row max, so the masked value leaks into the output: e.g. q = -20000 gives output 100 "
                       "instead of 1. Silently wrong, no error.",
    }
