def design_outline():
    return {
        "summary": "FA2-style forward.",
        "memory_traffic": "No S/P in HBM. Q read once, K and V read N/BLOCK_M times, O and logsumexp written once.",
        "tiling": "BLOCK_M = 128 (Q, resident), BLOCK_N = 64 (K/V, streamed), 4 warps splitting Q rows 32 each, 2 stages.",
        "numerical_stability": "fp32 m, l, acc; acc *= exp(m - m_new) each step; normalise once at the end; LSE = m + log l saved.",
        "failure_modes": [
            "fully masked padding rows: m = -inf -> exp(-inf - -inf) = NaN unless guarded",
            "forgetting the correction factor gives wrong but finite outputs",
        ],
    }
