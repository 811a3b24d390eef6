# Sources: learner rewrite; a common misunderstanding about bf16 range (cf. S2 on overflow thresholds)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V blocks are loaded to shared memory; the score tile is kept there and only O is written to HBM.",
        "tiling": "64 x 64 blocks.",
        "numericalStability": "In bf16 the exponent range is the same as fp32, so exp(s) cannot overflow for realistic attention scores and the max subtraction can be dropped; we only keep the running sum l.",
        "tradeOff": "bf16 has only 8 bits of mantissa, so the summed probabilities lose precision for long rows; we keep l in fp32 for this reason.",
    }
