# Sources: S51 (mylearningnoteforai.blogspot.com worked example), S14 -- learner misunderstanding
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Only Q, K, V are read and O is written; the 4 x 4 score matrix of the example (N x N in "
            "general) is computed per 2 x 2 tile in SRAM and never stored in HBM."
        ),
        "tiling": (
            "Tiles of 2 query rows x 2 keys in the toy example, 64 x 64 in the real kernel; the query tile "
            "stays on chip while the key/value tiles of the row are loaded one by one."
        ),
        "numericalStability": (
            "For each key tile compute the softmax of the tile with the tile's own max subtracted, "
            "softmax_tile = exp(S_tile - max_tile) / sum(exp(S_tile - max_tile)), multiply by V_tile, and add "
            "the results of all tiles of the row to get O."
        ),
        "tradeOff": (
            "Recomputing the scores in the backward pass instead of saving them means two more small matmuls "
            "per tile, more FLOPs than standard attention backward."
        ),
    }
