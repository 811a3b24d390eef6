# Sources: S10 (learner rewrite in FA1 notation)
def designOutline():
    return {
        "memoryTraffic": "Fused kernel: Q_i, K_j, V_j are loaded to SRAM, S_ij and P_ij are computed on chip and never written to HBM; O_i, l_i and m_i are written back.",
        "tiling": "Outer loop over K/V blocks j (Bc = 64), inner loop over Q blocks i (Br = 64), as in FA1 Algorithm 1; with d = 64 the four tiles are 8 KB each in SRAM.",
        "numericalStability": "m_i_new = max(m_i, m~_ij), l_i_new = e^(m_i - m_i_new) l_i + e^(m~_ij - m_i_new) l~_ij, and O_i is rescaled with the same factors. The cost is that O_i, l_i, m_i are read and written back to HBM for every K/V block j in this loop order.",
    }
