# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "fused kernel: INT8 Q/K and FP8 V read from HBM once per block, S/P only in registers, O written once",
        "tiling": "Br = 128 rows per CTA (4 warps x 32 rows), Bc = 64, d = 128; INT8 scales per warp of Q and per 64-row K block",
        "numericalStability": "online softmax, fp32, two-level accumulation, fp16 accumulator",
        "tradeOff": "accuracy, speed, outliers",
    }
