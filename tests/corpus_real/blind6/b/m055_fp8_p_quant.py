# Sources: S16 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "FP8 Q/K/V halve the bytes read from HBM; S and P stay on chip.",
        "tiling": "Q tiles 128 x 128 and K/V tiles 128 x 128 at d = 128 in fp8, 2 stages.",
        "numericalStability": "FP8 makes it approximate attention, but that is acceptable for inference.",
        "tradeOff": "P is cast to fp8 e4m3 before the PV GEMM; probabilities near 1 and very small ones lose precision because e4m3 has 3 mantissa bits, so long rows dominated by one token are quantised coarsely.",
    }
