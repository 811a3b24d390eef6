# Sources: S04, S13 (paraphrase / learner rewrite, pseudo-code)


def designOutline():
    return {
        "memoryTraffic": (
            "HBM -> SRAM: Q_i (once), K_j, V_j (per j); SRAM -> HBM: O_i, L_i. "
            "S_ij, P_ij: registers only, never stored."
        ),
        "tiling": (
            "for i in range(N // 64):          # one CTA per i, Q_i (64 x d) resident in smem\n"
            "    for j in range(N // 64):      # K_j, V_j (64 x d) streamed, double-buffered\n"
            "        S_ij = Q_i @ K_j.T        # 64 x 64 tile\n"
        ),
        "numericalStability": (
            "m_new = max(m, S_ij.max(-1)); a = exp(m - m_new)\n"
            "l = a * l + exp(S_ij - m_new).sum(-1)\n"
            "acc = a[:, None] * acc + exp(S_ij - m_new) @ V_j   # fp32\n"
            "m = m_new;  O_i = acc / l[:, None];  L_i = m + log(l)"
        ),
        "tradeOff": (
            "# cost: P_ij thrown away -> backward needs S_ij again -> QK^T recomputed per tile (+1 matmul)"
        ),
    }
