# Sources: A01 (paraphrase / learner rewrite of Algorithm 1 and Theorem 2)
def designOutline():
    return {
        "memoryTraffic": "Q,K,V in HBM, split into blocks. S_ij and P_ij only exist in SRAM, never written to HBM. "
                         "HBM traffic = Theta(N^2 d^2 / M) accesses (M = SRAM size) vs Theta(Nd + N^2) for std attention. "
                         "write back: O_i, l_i, m_i only.",
        "tiling": "Bc = ceil(M/4d), Br = min(ceil(M/4d), d). outer loop j: load K_j, V_j to SRAM. "
                  "inner loop i: load Q_i, O_i, l_i, m_i, compute S_ij = Q_i K_j^T on chip, update O_i, write O_i back.",
        "numericalStability": "m~ij = rowmax(S_ij); P~ij = exp(S_ij - m~ij); l~ij = rowsum(P~ij). "
                              "m_new = max(m_i, m~ij); l_new = e^(m_i - m_new) l_i + e^(m~ij - m_new) l~ij. "
                              "O_i <- diag(l_new)^-1 (diag(l_i) e^(m_i - m_new) O_i + e^(m~ij - m_new) P~ij V_j).",
        "tradeOff": "bwd does not have S,P stored -> recompute them block by block from Q,K,V and (m,l) in SRAM. "
                    "more FLOPs (extra QK^T in bwd) but far fewer HBM reads, so bwd still faster.",
    }
