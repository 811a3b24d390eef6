# Sources: learner bullet notes after P1, P2, S13 (flash-attention issue #741, FLOP counts)
def designOutline():
    return {
        "memoryTraffic": [
            "forward reads Q once, K and V N/Br times, writes O and LSE",
            "backward: recompute S, P in SRAM from Q, K, LSE -> no N x N tensor stored",
        ],
        "tiling": [
            "Br = 128, Bc = 128 for d = 64; Br = 128, Bc = 64 for d = 128",
            "grid: (N/Br, B*H), Q tile resident, K/V tiles stream",
        ],
        "numericalStability": [
            "running max + running sum, rescale O by exp(m_old - m_new)",
            "fp32 accumulation, bf16 inputs",
        ],
        "tradeOffs": [
            "Backward is 2x forward FLOPs for standard attention and about 2.5x for FlashAttention, because S = QK^T is recomputed from Q, K in the backward.",
        ],
    }
