def designOutline():
    return {
        "memoryTraffic": "FA1 loop order: the outer loop is over K/V blocks, so O_i, l_i and m_i for every query block are read from and written back to HBM once per K/V block; S and P are never written. Total HBM accesses are Theta(N^2 d^2 / M) for SRAM size M.",
        "tiling": "Bc = ceil(M / 4d) columns and Br = min(Bc, d) rows so that K_j, V_j, Q_i and O_i fit together in the M bytes of on-chip SRAM; the outer loop loads K_j, V_j once, the inner loop goes over all Q_i.",
        "numericalStability": "Per query row keep m_i (max) and l_i (sum of exp); when a new block arrives, m_new = max(m_i, m_ij) and O_i is updated as diag(l_new)^-1 (diag(l_i) e^(m_i - m_new) O_i + e^(m_ij - m_new) P_ij V_j).",
        "tradeOff": "Writing O_i back every outer iteration is extra HBM traffic compared with keeping O_i on chip (what FA2 changes by swapping the loops), and the blocks of one head cannot be split across thread blocks along the sequence.",
    }
