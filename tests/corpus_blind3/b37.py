def designOutline():
    return {
        "memoryTraffic": "HBM -> SRAM: Q_i (once), K_j and V_j (once per Q block). SRAM -> HBM: O_i, LSE_i. S_ij, P_ij: registers only.",
        "tiling": ["SRAM", "tiling", "Br/Bc", "double buffering", "warps", "occupancy", "grid"],
        "numericalStability": "m_new = max(m, rowmax(S)); l = exp(m - m_new) l + rowsum(exp(S - m_new)); acc = exp(m - m_new) acc + exp(S - m_new) V; fp32.",
        "tradeOff": "Br = 256 at d = 128 would need a 256 x 128 fp32 accumulator per CTA = 128 KB of registers, half the register file, so occupancy drops to one CTA per SM.",
    }
