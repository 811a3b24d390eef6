# Sources: S04 (paraphrase, math notation kept), S22 (background)


def designOutline():
    return {
        "memoryTraffic": (
            "Take Q = [Q_1] with Q_1 ∈ R^{B_r×d} and K^T = [K_1^T, K_2^T]. Only one B_r×B_c block S_j = Q_1 K_j^T "
            "exists at a time, in SRAM; S = [S_1, S_2] is never formed in global memory. Reads: Q_1 once, "
            "K_j and V_j once each; writes: O_1 ∈ R^{B_r×d} and the row statistics."
        ),
        "tiling": (
            "Single row block Q_1 (B_r = 64, d = 64) held on chip; j loops over T_c column blocks K_j, V_j ∈ R^{B_c×d} "
            "with B_c = 64 loaded one after the other into shared memory."
        ),
        "numericalStability": (
            "Block 1: m_1 = rowmax(S_1), l_1 = rowsum(e^{S_1 − m_1}), Õ_1 = e^{S_1 − m_1} V_1. "
            "Block 2: m_2 = max(m_1, rowmax(S_2)), l_2 = e^{m_1 − m_2} l_1 + rowsum(e^{S_2 − m_2}), "
            "Õ_2 = e^{m_1 − m_2} Õ_1 + e^{S_2 − m_2} V_2. Finally O = diag(l_2)^{-1} Õ_2 — equal to the "
            "standard diag(l)^{-1}[e^{S_1−m}V_1 + e^{S_2−m}V_2]."
        ),
        "tradeOff": (
            "Trade-off: diag(l)^{-1} is applied only once at the end, which saves B_r×B_c divisions per block, "
            "and the correction e^{m_1 − m_2} is only a B_r×d multiply, so it is cheap."
        ),
    }
