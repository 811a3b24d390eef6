# sources: S1 (Algorithm 1), S2 (Sec. 3.1 discussion), learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Q, K, V read from HBM block by block; S_ij and P_ij are computed in SRAM and thrown away, never stored in HBM. Outputs: O plus the statistics l and m (or just L = m + log l).",
        "tiling": "FA1 order: outer loop over K/V blocks j (Bc = 64), inner loop over Q blocks i (Br = 64), d = 64; one thread block per (batch, head). K_j, V_j stay in SRAM for the whole inner loop.",
        "numericalStability": "m_i and l_i per row; new max m_new = max(m_i, rowmax(S_ij)); O_i is rescaled by diag(l_i)^-1 e^{m_i - m_new} ... as in Algorithm 1 line 12, all statistics in fp32.",
        "tradeOff": "Because of this loop order, each inner iteration must load O_i, l_i, m_i from HBM and write them back, i.e. O is read and written Tc times instead of once; FA2 swaps the loops so the Q block and its accumulator stay on chip and this extra HBM traffic disappears.",
    }
