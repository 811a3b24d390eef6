# Sources: I13 (learner rewrite; the round-trip design is the learner's misunderstanding)
def designOutline():
    return {
        "memoryTraffic": "KQ tiles are small, so writing each tile to VRAM and reading it back for the softmax is "
                         "cheap compared to materialising the full KQ matrix.",
        "tiling": "kernel 1 computes a 32 x 32 KQ tile and stores it to VRAM; kernel 2 loads the tile, does the "
                  "softmax and multiplies by the V tile.",
        "numericalStability": "running max per row, the previous VKQ sum multiplied by expf(max_old - max_new) "
                              "before adding the new tile.",
        "tradeOff": "two kernel launches per tile pair add launch overhead, which dominates for batch size 1.",
    }
