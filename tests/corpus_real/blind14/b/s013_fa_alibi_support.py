# Sources: S15 (paraphrase)
def design_outline():
    return {
        "memory_traffic": (
            "ALiBi is computed from the per-head slopes inside the kernel (slope * -|i - j|), so no "
            "[h, N, N] bias tensor is ever read from HBM and the score tile never leaves registers."
        ),
        "tiling": (
            "Same FA2 tiles: a 128-row Q block per CTA, K/V blocks of 64 rows at hdim 64/128; the "
            "bias is added to the S fragment from each (row, col) index of the tile; causal blocks "
            "above the diagonal are skipped."
        ),
        "numerical_stability": (
            "Bias added in fp32 to the scaled scores before the running row max; the O accumulator "
            "is rescaled by exp(m_old - m_new) when the max changes; lse stored for the backward."
        ),
        "trade_off": "ALiBi adds some overhead.",
    }
