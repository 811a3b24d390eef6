# Sources: S12, S22 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "one kernel: Q, K, V read from HBM, O and row stats written; S and P tiles only in SRAM, never written to HBM",
        "tiling": "Br = 64 Q rows in SRAM per thread block, Bc = 64 K/V rows per inner iteration, d = 64, grid (N/64, B*H), 4 warps",
        "numericalStability": "running max m_i and sum l_i (fp32) per row; when m grows, O_i and l_i scaled by exp(m_old - m_new); final O_i / l_i",
        "tradeOff": "Recomputation.",
    }
