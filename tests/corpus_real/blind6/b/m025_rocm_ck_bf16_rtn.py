# Sources: S34 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "CK tile fmha keeps the Gemm0 output (S) in VGPRs and feeds it to Gemm1 after the softmax; Q, K, V read from HBM through LDS, O and LSE written.",
        "tiling": "bm0 = 128 query rows per workgroup, bn0 = 128 keys per step for d = 128; K tile staged through LDS, V tile loaded while Gemm0 runs; 4 waves (256 threads) per workgroup.",
        "numericalStability": "Online softmax in fp32 with running max and sum; P is converted to bf16 before Gemm1 using round-to-nearest instead of truncation.",
        "tradeOff": "Converting P to bf16 for the second GEMM costs precision: bf16 keeps only 8 mantissa bits, and with truncation the error was biased, which is why the rounding was switched to RTN.",
    }
