# Sources: S15 (ourarash FlashAttention visualizer), S01, S02
# Learner rewrite with many negations.

def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention is not mainly 'fewer FLOPs.' It is fewer HBM reads/writes by never materializing "
            "S or P. The matmul work stays O(N^2 d); S and P are not written to HBM even tile by tile; only "
            "Q, K, V are read and O and the logsumexp written."
        ),
        "tiling": (
            "K and V do not fit in SRAM at once, so they are not loaded whole: 64-row K/V tiles are streamed "
            "while the 128-row Q tile stays resident; no CTA ever holds more than one Q tile."
        ),
        "numericalStability": (
            "The softmax is not computed independently per tile: without the exp(m_old - m_new) rescale the "
            "result would be wrong. Running max and sum are kept in fp32, so the result is exact up to "
            "rounding, not an approximation."
        ),
        "tradeOff": (
            "Not free: the backward recomputes S and P instead of reading them, which costs one extra QK^T "
            "GEMM per tile."
        ),
    }
