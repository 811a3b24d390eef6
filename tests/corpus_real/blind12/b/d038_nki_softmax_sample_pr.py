# Sources: S38 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "In the NKI flash kernel the softmax runs on the SBUF tile right after QK^T lands in PSUM; the score tile is never stored back to HBM, only the output tile and the row statistics are.",
        "tiling": "Process 128 rows at a time because of the 128-partition tile size; rows are tiles of their own since we never reduce across the partition dimension.",
        "numericalStability": "Find the max of each row and subtract it before exp; the mask must be passed to nl.max and nl.subtract too, otherwise the padded rows of the last tile pollute the max.",
        "tradeOff": "If you forget to propagate the mask when num_rows is not a multiple of 128, the last tile reads garbage rows and its output is silently wrong.",
    }
