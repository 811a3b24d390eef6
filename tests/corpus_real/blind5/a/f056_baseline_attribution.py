# Sources: S08 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Standard attention keeps the whole attention matrix on chip and never writes it out.",
        "tiling": "Tiles: Q 64 rows, K/V 64 rows, d 64, Q resident in SMEM, K/V streamed in the inner loop.",
        "numericalStability": "Running max m_i and sum l_i per row (fp32), O rescaled by exp(m_old - m_new).",
        "tradeOff": "Backward has to recompute S and P from Q, K and the stored lse, an extra QK^T matmul per tile, because P was not saved.",
    }
