def designOutline():
    return {
        "memoryTraffic": "Nothing of size N x N is written to HBM. Q, K, V are read, O and the per-row LSE are written.",
        "tiling": "One program per 64-row query block; the Q block stays in SRAM; K/V in 64-row blocks in the inner loop.",
        "numericalStability": "FlashAttention is not approximate: blockwise softmax with a running max m and sum l, and the rescale by exp(m_old - m_new), gives exactly softmax(QK^T)V (up to fp32 rounding). Partial outputs are not normalised per block; we divide by l once at the end.",
        "tradeOff": "Register pressure: the 64 x d fp32 accumulator plus the 64 x 64 S tile per program; at d = 256 that no longer fits and the compiler spills.",
    }
