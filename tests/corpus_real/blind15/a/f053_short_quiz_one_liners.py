# Sources: S01 (paraphrase / learner rewrite, 5-minute quiz)


def design_outline():
    return {
        "memory_traffic": "S/P never hit HBM; read QKV, write O + lse.",
        "tiling": "Q 128-row tile per CTA in smem, K/V 64-row tiles streamed, skip above-diagonal tiles if causal.",
        "numerical_stability": "running m, l per row (fp32); acc *= exp(m_old - m_new) on new max; O = acc / l.",
        "failure_mode": "bwd recomputes S from Q, K, lse -> +1 QK^T matmul per tile since P isn't stored.",
    }
