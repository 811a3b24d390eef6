# Sources: A02 (learner rewrite; the range argument is the learner's)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V read once per query block, O written once; S/P only in registers and smem.",
        "tiling": "BLOCK_M = 64, BLOCK_N = 64, d = 128, 4 warps, grid (N / 64, B * H).",
        "numericalStability": "Since bf16 has the same exponent range as fp32, exp of the scores cannot overflow, "
                              "so we skip the row max and just keep a running sum of exp(s) in fp32.",
        "tradeOff": "BLOCK_M = 64 keeps registers low, but K and V are re-read N / 64 times, twice as often as "
                    "with 128-row blocks, so more HBM traffic.",
    }
