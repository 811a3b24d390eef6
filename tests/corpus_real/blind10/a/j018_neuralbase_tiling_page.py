# Sources: S18 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "The 4096 x 4096 score matrix is never built in slow GPU memory: for each block of queries the scores "
            "are computed on chip and only the 128 finished output rows are written back to HBM."
        ),
        "tiling": (
            "Process Q in blocks of 128 tokens. For each block of 128 Q tokens, load 128 rows of K and all of V "
            "into SRAM, compute attention for just those 128 rows, write the 128 output rows, then move to the next Q block."
        ),
        "numericalStability": "Make the softmax numerically stable so it does not overflow.",
        "tradeOff": (
            "With 128-row tiles at head dim 128 the Q, K and V tiles take 96 KB in fp16, so only one block fits "
            "per SM on an A100 (164 KB) and there is little latency hiding."
        ),
    }
