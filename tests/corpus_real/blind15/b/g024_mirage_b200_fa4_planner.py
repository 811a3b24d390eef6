# Sources: S24 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Blackwell version: Q/K/V tiles arrive by TMA into shared memory; S, P and the O "
            "accumulator live in tensor memory (TMEM), softmax/correction warps read them into "
            "registers and write them back to TMEM. Nothing N x N goes to HBM, only the final O "
            "and the row logsumexp."
        ),
        "tiling": (
            "128-row Q tile per CTA (one TMEM lane per row), K/V tiles of 128 rows through a "
            "2-stage smem ring; warp roles: 1 load warp, 1 MMA warp, softmax warpgroups, a "
            "correction warpgroup; causal tiles past the diagonal are not scheduled."
        ),
        "numericalStability": (
            "Streaming state is row_max, row_sum and O; when a new maximum appears the old "
            "denominator and O are both rescaled to the new basis by exp(old_max - new_max) "
            "before P @ V is accumulated, in fp32."
        ),
        "tradeOff": (
            "Rescaling O in TMEM on every tile costs TMEM round trips; the correction warpgroup "
            "only rescales when the max grew, otherwise the softmax warps stall waiting for it."
        ),
    }
