# Sources: S01 (paraphrase), S23 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Where does the speed come from? Mostly from running attention in fp16/bf16 on tensor "
            "cores instead of fp32: half the bytes per element and 16x the math throughput. The "
            "fused kernel also keeps S in SRAM, but precision is the big lever."
        ),
        "tiling": (
            "A100, d = 128, fp16: Q tile 128 rows (32 KB) resident per CTA, K/V tiles 64 rows "
            "(16 KB each), 64 KB total, grid (N/128, B*H), 4 warps."
        ),
        "numericalStability": (
            "fp32 accumulators for O and the row statistics; running max subtracted before exp; "
            "accumulator rescaled by exp(m_old - m_new) whenever the max increases."
        ),
        "tradeOff": (
            "Backward recomputes S from Q, K and the stored LSE because P was never saved: one "
            "extra QK^T per tile, roughly 20-30% more FLOPs in the backward."
        ),
    }
