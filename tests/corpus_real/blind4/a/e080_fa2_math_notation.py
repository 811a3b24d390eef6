# Sources: A02 (learner notation)
def designOutline():
    return {
        "memoryTraffic": "HBM: read Q,K,V (each N x d), write O (N x d) + L (N). S_ij, P~_ij in regs only, never in HBM. "
                         "=> O(N d) writes instead of O(N^2).",
        "tiling": "T_r = N/B_r, B_r = 128, B_c = 64, d = 128. grid = T_r x (B * H). "
                  "for i in T_r (parallel): Q_i -> smem; for j in T_c: K_j, V_j -> smem (2 stages).",
        "numericalStability": "m_i^(j) = max(m_i^(j-1), rowmax(S_ij)); "
                              "l_i^(j) = e^(m_i^(j-1) - m_i^(j)) l_i^(j-1) + rowsum(e^(S_ij - m_i^(j))); "
                              "O~_i^(j) = diag(e^(m_i^(j-1) - m_i^(j))) O~_i^(j-1) + e^(S_ij - m_i^(j)) V_j; "
                              "O_i = diag(l_i)^-1 O~_i, L_i = m_i + log l_i.",
        "tradeOff": "B_c = 64 not 128: fp32 S_ij tile B_r x B_c lives in registers; 128 x 128 -> spills / fewer "
                    "CTAs per SM.",
    }
