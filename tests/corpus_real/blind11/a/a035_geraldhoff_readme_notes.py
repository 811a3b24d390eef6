# Sources: S33 (already-used source; learner notes on a Triton implementation)


def designOutline():
    return {
        "memoryTraffic": (
            "Tracks the running maximum (m_i, m_ij) to prevent overflow and computes correction factors "
            "(alpha) when the max changes; updates the running sum of exponentials l_i."
        ),
        "tiling": (
            "BLOCK_M = 128, BLOCK_N = 64. Three stages: stage 1 off-diagonal K blocks without a mask, stage 2 "
            "the diagonal block with the causal mask, K blocks past the diagonal are skipped."
        ),
        "numericalStability": (
            "acc rescaled by alpha = exp(m_i - m_ij) at every K block; output = acc / l_i at the end; "
            "M = m_i + log(l_i) stored for the backward."
        ),
        "tradeOff": "Simplified algorithm, no tuning to hardware.",
    }
