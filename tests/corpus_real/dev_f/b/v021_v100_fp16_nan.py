# Sources: S21 (paraphrase of issue thread)
def designOutline():
    return {
        "memoryTraffic": "FP16 in, FP16 out: Q, K, V read from HBM once per query tile, the score tile lives in shared memory/registers only, O written back in FP16.",
        "tiling": "head_size is padded to a multiple of 8 before the call (q, k, v padded with zeros); Volta tiles of 64 query rows x 64 keys, 4 warps, head_dim 128.",
        "numericalStability": "Internal calculations in FP32: running row max and sum in fp32, accumulator rescaled by exp(m_old - m_new); masked tail keys set to -inf.",
        "tradeOff": "At seq_len 2925 the last KV tile is partial; if a row of that tile is fully masked and the running max is still -inf, exp(-inf - (-inf)) is NaN unless the kernel guards that case.",
    }
