# Sources: S24 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "FP8 Q, K, V read from HBM (half the bytes of bf16), S and P stay on-chip, O written in bf16.",
        "tiling": "d = 256 with BLOCK_M = 128 and BLOCK_N = 128 so the tensor cores are fully used.",
        "numericalStability": "descale factors applied to S after QK^T; P is quantized to fp8 before the PV matmul; running max and sum in fp32 with the usual rescale.",
        "failureMode": "fp8",
    }
