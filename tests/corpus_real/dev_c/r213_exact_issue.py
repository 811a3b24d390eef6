# Sources: S12 (flash-attention issue #1673, tridao answer), P1
def designOutline():
    return {
        "memoryTraffic": "Q, K, V are read block by block from HBM into SRAM; S = QK^T and P stay on chip, and O plus the logsumexp are the only writes.",
        "tiling": "Br x Bc blocks sized so that Q_i, K_j, V_j and O_i fit in SRAM: Bc = ceil(M / 4d), Br = min(Bc, d).",
        "numericalStability": "Outputs are the same up to numerical precision: the kernel reorders the arithmetic (running max, rescale by exp(m_old - m_new), final division by l), which is exact in the sense of not doing any approximation, but floating-point rounding makes it differ from eager attention by a small amount.",
        "failureMode": "Results are not bitwise equal to the vanilla implementation, because the order of the sums differs; tests must compare with a tolerance, not ==.",
    }
