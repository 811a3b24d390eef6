# Sources: S24 (*) (paraphrase), S01 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "For an fp32 research model on A100 (no mixed precision): the fused kernel reads Q, K, "
            "V and writes O plus the LSE; S and P never go to HBM, which at N = 4096 saves a "
            "64 MB fp32 score matrix per head and its read-back."
        ),
        "tiling": (
            "Everything in fp32, 4 bytes per element: Br = 128, Bc = 128, head dim 128. Q tile, "
            "K tile and V tile all in shared memory at once; one CTA per (query block, head), "
            "8 warps. Each tile is 128 x 128 x 4 B = 64 KB, so the three tiles need 192 KB of "
            "the A100's shared memory."
        ),
        "numericalStability": (
            "With fp32 inputs the scores are fp32 too, but the running max is still subtracted: "
            "exp overflows above ~88.7 in fp32. m and l per row, acc rescaled by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "fp32 disables the tensor cores' fp16/bf16 path (TF32 at best), so the matmuls run "
            "at a fraction of the 312 TFLOPS peak and the kernel becomes compute-bound earlier."
        ),
    }
