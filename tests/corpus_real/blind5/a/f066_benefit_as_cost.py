# Sources: S20 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Score and probability tiles never leave SRAM; per query block Q read once, K and V read once, O and lse written once.",
        "tiling": "BLOCK_M = 64, BLOCK_N = 64, d = 64, num_stages = 2, num_warps = 4, grid (cdiv(N, 64), B*H).",
        "numericalStability": "fp32 m_i, l_i; on each block alpha = exp(m_i - m_ij); acc = acc*alpha + p @ v; l_i = l_i*alpha + sum(p).",
        "tradeOff": "Smaller tiles are good for occupancy and they fit on every GPU.",
    }
