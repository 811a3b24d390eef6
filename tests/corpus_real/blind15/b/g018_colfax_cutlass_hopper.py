# Sources: S18 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "One fused CUTLASS kernel: TMA copies the Q tile and successive K/V tiles from global "
            "to shared memory; S = QK^T is produced by WGMMA into registers, softmax runs in "
            "registers, and P is fed straight into the second WGMMA. S/P never touch global "
            "memory; only O (and LSE) are stored."
        ),
        "tiling": (
            "Per CTA: Q tile 128 x 128 (d = 128, fp16, 32 KB) resident in smem; K and V tiles of "
            "128 rows, 2-stage pipeline (2 x 64 KB), so about 160 KB of shared memory on H100. "
            "One warpgroup of 128 threads per 64 query rows; grid = (N/128, heads, batch)."
        ),
        "numericalStability": (
            "fp32 accumulators; per-row running max and sum kept in registers of the thread that "
            "owns the row; before each P @ V the accumulator is rescaled by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "The register layout WGMMA produces for the S accumulator is not the layout it expects "
            "for the A operand of P @ V (and in FP8 the mismatch is worse), so P must be "
            "reshuffled in registers before the second GEMM, which costs extra instructions per tile."
        ),
    }
