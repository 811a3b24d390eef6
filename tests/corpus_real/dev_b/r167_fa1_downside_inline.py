# sources: S53 (Chinese FA1 step notes), S6, S9; learner FA1-style outline, trade-off inline
def designOutline():
    return {
        "memoryTraffic": "S_ij and P~_ij are computed in SRAM and never written to HBM. HBM traffic: K_j, V_j read once each (outer loop), Q_i read once per outer iteration, and O_i, l_i, m_i read and written once per outer iteration.",
        "tiling": "Outer loop over K/V blocks (Bc = 64 rows), inner loop over Q blocks (Br = 64 rows), d = 64, as in Algorithm 1. The downside of this loop order is that O_i, l_i and m_i of every query block must be read from and written back to HBM at each of the N/64 outer iterations, because the inner loop over Q cannot keep them all on chip.",
        "numericalStability": "m_i_new = max(m_i, m~_ij), l_i_new = e^{m_i - m_i_new} l_i + e^{m~_ij - m_i_new} l~_ij, O_i <- diag(l_i_new)^-1 (diag(l_i) e^{m_i - m_i_new} O_i + e^{m~_ij - m_i_new} P~_ij V_j), all statistics in fp32.",
    }
