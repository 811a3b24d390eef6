# Sources: S39, S05 (paraphrase / learner rewrite)
# MOOC forum: "is this right?" post


def designOutline():
    return {
        "memoryTraffic": (
            "We compute S = QK^T tile by tile; each S tile is written to HBM and read back for the softmax, so "
            "the full N x N matrix never has to fit on chip at the same time."
        ),
        "tiling": (
            "Q tiles of 64 rows per thread block (kept in shared memory), K/V tiles of 64 rows loaded in the "
            "inner loop, 4 warps."
        ),
        "numericalStability": (
            "Each tile gets its own softmax: subtract the tile max, exponentiate, divide by the tile sum "
            "(l_rcp = 1 / l_curr; p *= l_rcp), then p @ v is added to the output."
        ),
        "tradeOff": (
            "Smaller 64-row tiles mean K and V are re-read from HBM once per query tile, so more HBM reads "
            "than with 128-row tiles."
        ),
    }
