# Sources: S18 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "FP8 forward on Hopper: Q, K, V read from HBM in FP8 (half the bytes of fp16); S and P "
            "never leave registers/shared memory; O is written in bf16 together with the fp32 LSE."
        ),
        "tiling": (
            "Q tile 128 x 128 per CTA (FP8: 16 KB), K/V tiles of 128 rows in a 2-stage "
            "software pipeline so the TMA load of tile j+1 overlaps the GEMMs of tile j; two "
            "consumer warpgroups of 64 rows."
        ),
        "numericalStability": "online softmax, rowmax, rowsum, fp32, rescale, log-sum-exp",
        "tradeOff": (
            "FP8 has a 3-bit mantissa (e4m3): quantising P and V to FP8 for the second GEMM adds "
            "rounding error, and a few large outliers in V saturate unless per-block scales are used."
        ),
    }
