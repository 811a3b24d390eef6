# Sources: S09 (paraphrase / learner rewrite, non-native English)


def designOutline():
    return {
        "memoryTraffic": (
            "flash attention not materialize the KQ^T: the N x N is only living per tile in on-chip memory, "
            "and to HBM goes back only O plus the row max/sum. Inputs Q,K,V are read from HBM."
        ),
        "tiling": (
            "tile 128 x 64: the 128 query rows tile stay in smem for whole kernel, the key/value tiles of 64 rows "
            "are streamed one by one, one CTA per (query tile, head)."
        ),
        "numericalStability": (
            "softmax is normalised online, keep running max and running sum per row in fp32, and the old "
            "accumulator is rescaled when max change."
        ),
        "failureMode": (
            "If I also turn on selective recomputation it is double work: flash already recompute the attention "
            "in backward, so checkpointing the core attention re-run the whole forward kernel again for "
            "nothing, the step becomes slower and memory is not lower."
        ),
    }
