# Sources: A08 (learner rewrite; the misunderstanding is the learner's)
def designOutline():
    return {
        "memoryTraffic": "Blockwise: attention and the feed-forward are computed per query block, so the full "
                         "attention matrix is never materialised in HBM and the FFN activations of the whole "
                         "sequence are never stored at once either.",
        "tiling": "Each query block (size 2048) attends to the full key and value tensors, which are loaded into "
                  "the on-chip memory once and stay there for the whole loop over query blocks; then the FFN is "
                  "applied to that block right away.",
        "numericalStability": "Per key block compute the block max and exp-sum, keep a running max across blocks, "
                              "rescale the previous partial output and sum by exp(old_max - new_max) before adding.",
        "tradeOff": "Smaller query blocks save more activation memory but each block then re-reads K and V, so "
                    "with very small blocks the kernel becomes memory-bound and slower.",
    }
