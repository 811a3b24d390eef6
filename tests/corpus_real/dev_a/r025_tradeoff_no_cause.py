# sources: S2, S14 (rewritten as terse notes)
def designOutline():
    return {
        "memoryTraffic": "Q_i loaded to SRAM once; K_j, V_j streamed from HBM; S_ij, P_ij only in registers (never HBM); write O_i + LSE_i.",
        "tiling": "Br = 128, Bc = 64, d = 64, 4 warps; grid (N/128, B*H); Q_i + acc resident, K/V double-buffered in smem.",
        "numericalStability": "m_i, l_i fp32 per row; acc *= exp(m_old - m_new) when max grows; O = acc / l at the end.",
        "tradeOff": "Recomputation. Register pressure. Load imbalance.",
    }
