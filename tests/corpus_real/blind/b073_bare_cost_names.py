# Sources: S02, S11
# Learner rewrite; trade-offs left as a list of names.

def designOutline():
    return {
        "memoryTraffic": (
            "Fused QK^T + softmax + PV: S/P never go to HBM; reads Q, K, V; writes O and logsumexp."
        ),
        "tiling": (
            "BLOCK_M = 128 resident Q rows, BLOCK_N = 64 streamed K/V rows, head dim 64, num_warps 4, "
            "grid (cdiv(N, 128), B*H)."
        ),
        "numericalStability": (
            "fp32 m_i, l_i; alpha = exp(m_i - m_ij); acc = acc * alpha + p @ v; l_i = l_i * alpha + sum(p)."
        ),
        "tradeOffs": ["Recomputation.", "Register pressure.", "Load imbalance."],
    }
