# Sources: S08, S09 (learner rewrite, forum post)
def designOutline():
    return {
        "memoryTraffic": (
            "I write S to HBM once in fp16 so the backward can reuse it, but P is recomputed from S in the backward "
            "instead of being stored; Q, K, V are read and O is written."
        ),
        "tiling": (
            "Q block of 64 rows per thread block in shared memory, K/V blocks of 64 rows in the inner loop, head dim "
            "64, grid = (N/64, batch*heads)."
        ),
        "numericalStability": (
            "No need for the max subtraction here: scores are scaled by 1/sqrt(d) after LayerNorm so they stay "
            "small, exp(s) cannot overflow; just accumulate the sum of exp(s) in fp32 and divide at the end."
        ),
        "tradeOff": (
            "With head dim 256 the 64-row Q, K and V tiles are 32 KB each, 96 KB, so only one block fits per SM on "
            "an A100 and occupancy drops."
        ),
    }
