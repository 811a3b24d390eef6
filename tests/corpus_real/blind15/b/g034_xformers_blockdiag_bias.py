# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Sequences of different lengths are concatenated along the token axis and described "
            "by a BlockDiagonalMask; the kernel reads only the real tokens of Q, K, V and writes "
            "O, while the block-diagonal score matrix is never built in memory."
        ),
        "tiling": (
            "Query tiles of 64 rows; from the seqstart offsets each tile knows its sequence and "
            "loops only over that sequence's K/V tiles (64 rows), so off-diagonal blocks are "
            "never computed."
        ),
        "numericalStability": "Online softmax.",
        "tradeOff": "Cost: BlockDiagonalMask has some overhead.",
    }
