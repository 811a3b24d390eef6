# Sources: A10, D06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q and K quantised to INT8 by a small pre-kernel (half the bytes of fp16 when read in the "
                         "attention kernel); S and P stay in registers; O written in fp16.",
        "tiling": "per-block quantisation: Q blocks of 128 rows and K blocks of 64 rows, one scale per block, so "
                  "each S tile is dequantised with a single q_scale * k_scale multiply.",
        "numericalStability": "Smooth K first: subtract the mean of K over tokens. Each row of S only shifts by a "
                              "constant, which softmax ignores, but the channel outliers are gone before INT8. "
                              "Softmax with fp32 running max and rescale as usual.",
        "tradeOff": "INT8 QK^T adds quantisation error, larger when K has outlier channels (hence the smoothing); "
                    "the FP16 accumulator for PV is less accurate than fp32, so a two-level accumulation is "
                    "needed to keep the error down.",
    }
