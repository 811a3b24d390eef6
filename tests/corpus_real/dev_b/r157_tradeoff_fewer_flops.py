# sources: S5 (theneuralbase "Reduced non-matmul FLOPs"), S6; learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Q_i is loaded into SRAM once; K_j, V_j stream in 64-row blocks; S_ij and P_ij are never written to HBM; per row only O_i and L_i = m_i + log l_i are written.",
        "tiling": "Br = Bc = 64, d = 64; each thread block owns one Q block and loops over all key blocks; 4 warps, 16 rows each; grid = (N/64, B*H).",
        "numericalStability": "Keep m_i and l_i in fp32; for each j: m_new = max(m_i, rowmax(S_ij)), l_i = exp(m_i - m_new) l_i + rowsum(exp(S_ij - m_new)), O_i = exp(m_i - m_new) O_i + exp(S_ij - m_new) V_j.",
        "tradeOff": "There is no real trade-off: it is faster because it computes fewer FLOPs, since the N x N matrix is never formed.",
    }
