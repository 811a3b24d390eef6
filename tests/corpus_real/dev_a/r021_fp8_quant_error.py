# sources: S3 (FlashAttention-3 Sec. 3.3), S27 (wentao.site summary), S28; learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Q, K, V are stored in HBM in FP8, which halves the bytes that TMA moves per tile compared with bf16; S and P never go back to HBM, only O (bf16) and the logsumexp are written.",
        "tiling": "One CTA per 128-row Q tile and (batch, head); K/V tiles of 128 rows, head dim 128, in a 2-stage smem ring buffer (fp8: 16 KB per tile, 80 KB total) filled by a producer warp while 2 consumer warpgroups compute.",
        "numericalStability": "Block quantization: Q, K and V are quantized to FP8 e4m3 with one scale per 128-row block instead of one per tensor. Before quantizing, Q and K are both multiplied by the same random Hadamard matrix with random +-1 signs (incoherent processing): QK^T is unchanged since M M^T = I, but outlier features are spread over all dimensions so the quantization error shrinks.",
        "tradeOff": "FP8 rounding error is the price: e4m3 keeps 3 mantissa bits, so with outlier activations plain FP8 attention reaches RMSE 2.4e-2; block quantization + incoherent processing bring it to 9.1e-3, still far above the 1.9e-4 of the FP16 kernel.",
    }
