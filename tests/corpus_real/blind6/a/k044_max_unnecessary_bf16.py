# Sources: S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V go HBM -> SRAM tile by tile; S and P are never stored in HBM; O written once.",
        "tiling": "64 x 64 tiles, Q tile pinned, K/V streamed, grid over Q tiles and heads.",
        "numericalStability": "Since we run in bf16, which has the same exponent range as fp32, we skip the max subtraction and just accumulate exp(s) and the sum per row.",
        "tradeOff": "bf16 has only 8 mantissa bits, so P rounded to bf16 before the PV matmul loses precision compared to an fp32 reference.",
    }
