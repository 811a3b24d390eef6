# Sources: S19 (paraphrase of PR), S03* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "FP8 attention kernel: Q, K, V read from HBM in fp8 with one scale each; S and P stay in registers, never "
                         "written to HBM; O written in fp16 at the end.",
        "tiling": "BLOCK_M = 128 queries per program resident in LDS/registers, BLOCK_N = 64 keys per inner iteration, head_dim = 128, 4 warps.",
        "numericalStability": "Numerics: compare the kernel against a fake-quantized fp8 reference, so any error left over comes "
                              "from reordering the computation; a large error means an implementation bug.",
        "tradeOff": "fp8 e4m3 keeps 3 mantissa bits, so quantizing Q, K and V adds rounding error that the fp16 path does not have; "
                    "per-tensor scales make it worse when a few outlier channels set the scale.",
    }
