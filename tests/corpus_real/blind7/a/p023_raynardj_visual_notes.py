# Sources: S23 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Counting every float that moves: Q, K, V are read from HBM, O is written, plus m and l "
                         "(one float each per row). The S tile and the P~ tile exist only in an SRAM scratch slot "
                         "- they are never written to HBM, which removes the O(N^2) traffic.",
        "tiling": "Toy: Br = Bc = 4. Real: Br = Bc = 64 at d = 64, so each tile is 8 KB in fp16. Outer loop over "
                  "K_j, V_j loaded into SRAM; inner loop over Q_i; O_i, m_i, l_i are read from HBM, updated and "
                  "written back on each outer step.",
        "numericalStability": "m_new = max(m_i, rowmax(S_ij)); l_new = e^(m_i - m_new) l_i + e^(m~ - m_new) l~; "
                              "O_i <- diag(l_new)^-1 (diag(l_i) e^(m_i - m_new) O_i + e^(m~ - m_new) P~ V_j).",
        "tradeOff": "With this loop order O_i, m_i, l_i make a round trip to HBM once per K/V block - Tc extra "
                    "reads and writes of O. FA2 swaps the loops so O stays on chip.",
    }
