# Sources: S46 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "FP8 forward on Hopper: Q, K, V read from HBM in e4m3 (half the bytes of "
                         "bf16), O written in bf16 plus fp32 LSE; S and P only in registers.",
        "tiling": "BLOCK_M = 128 (2 consumer warpgroups), BLOCK_N = 128, hdim 128, K/V tiles in a "
                  "2-stage TMA ring; P converted to fp8 in registers and fed straight to the PV "
                  "WGMMA.",
        "numericalStability": "Two-level accumulation: each PV tile is accumulated in the tensor-core "
                              "accumulator, then flushed into a separate true-fp32 register "
                              "accumulator, so the reduced-precision accumulation never spans more "
                              "than one tile; online softmax with fp32 m and l.",
        "tradeOff": "The FP8 tensor-core accumulator on Hopper does not keep a full fp32 mantissa; "
                    "summed over a whole long-context row the rounding error piles up and "
                    "needle-in-a-haystack accuracy drops sharply. The two-level fix costs an extra "
                    "fp32 add per element per tile and more registers.",
    }
