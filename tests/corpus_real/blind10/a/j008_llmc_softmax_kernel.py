# Sources: S08 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Fuse the softmax into one kernel: each row of the attention scores is read once from global memory, "
            "max, exp and sum are done in registers, and the probabilities are written once, instead of three "
            "separate kernels each reading the row."
        ),
        "tiling": "thread block per 64 query rows, K/V chunks of 64 rows looped inside, 4 warps, Q chunk kept in shared memory",
        "numericalStability": (
            "take the first value of the row as maxval (not a magic -10000.0f), fmaxf over the rest, then "
            "exp(x - maxval) in fp32 per row and multiply by 1/sum instead of dividing every element."
        ),
        "tradeOff": "TODO",
    }
