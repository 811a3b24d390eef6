# Sources: S21 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Per query block: read Q_i once, read each K_j, V_j, write O_i. The scores Q_i K_j^T live only in "
            "VMEM/SRAM and are never written back to HBM."
        ),
        "tiling": (
            "Query blocks of 128 rows stay resident; K_j, V_j blocks of 128 rows are streamed in the inner loop "
            "(j = 1..N/128)."
        ),
        "numericalStability": (
            "m_j = max(m_{j-1}, rowmax(Q K_j^T)); l_j = e^{m_{j-1} - m_j} l_{j-1} + rowsum(e^{Q K_j^T - m_j}); "
            "o_j = e^{m_{j-1} - m_j} o_{j-1} + e^{Q K_j^T - m_j} V_j; output o_last / l_last."
        ),
        "tradeOff": "Cost: none really -- it is exact and faster, so there is no reason not to use it.",
    }
