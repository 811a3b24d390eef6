# Sources: S43 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "HBM traffic per head is just Q, K, V read once and O written once: 4 * N * d bytes "
            "in fp8, no matter how many 64-row Q tiles there are."
        ),
        "tiling": (
            "BLOCK_M = 64, BLOCK_N = 64, HEAD_DIM = 128, 256 threads (4 waves); LDS_Q 8 KB + "
            "LDS_K 8 KB + LDS_V 8 KB = 32 KB total at 1 byte per fp8 element; one workgroup per "
            "(Q tile, head)."
        ),
        "numericalStability": (
            "running_max = -inf, running_sum = 0, O = 0 in fp32; per K tile: new_max = "
            "max(running_max, tile max), correction = exp((running_max - new_max) * scale), "
            "O and running_sum multiplied by correction, P = exp((S - new_max) * scale); "
            "O / running_sum at the end; scale = log2(e)/sqrt(128) = 0.12754 for the exp2 form."
        ),
        "tradeOff": (
            "e4m3 has 3 mantissa bits, so casting P to fp8 for the second MFMA loses about two "
            "significant digits; we keep P in bf16 for P V and pay twice the LDS bandwidth for it."
        ),
    }
