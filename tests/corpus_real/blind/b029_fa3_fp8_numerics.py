# Sources: S03 (FlashAttention-3, sec. 3.3 low-precision), S22 (wentao.site FA3 summary)
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "In FP8 the Q, K, V tiles are half the bytes of FP16, so each TMA load of a 128 x 128 K tile moves "
            "16 KB; S/P are never written to HBM, the output is written in bf16 together with the LSE."
        ),
        "tiling": (
            "128 x 128 tiles, one producer warp for TMA and two consumer warpgroups; V is transposed in "
            "shared memory inside the kernel because FP8 WGMMA needs K-major operands."
        ),
        "numericalStability": (
            "Block quantization: one scale per block of 64 or 128 rows of Q, K, V instead of one per tensor. "
            "Incoherent processing: Q and K are multiplied by a random orthogonal matrix (Hadamard with random "
            "signs) which spreads out the outliers before quantization; this gives 2.6x lower RMSE than "
            "plain per-tensor FP8 attention."
        ),
        "tradeOff": (
            "FP8 e4m3 keeps only 3 mantissa bits, so with outlier features per-tensor scaling loses most of "
            "the small values and the error becomes large; the Hadamard transform costs extra work on Q and K."
        ),
    }
