# Sources: S29 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Algorithm 1 style: K_j, V_j loaded to SRAM once in the outer loop; in the inner loop Q_i, O_i, l_i, "
            "m_i are read from HBM and O_i, l_i, m_i written back, so O is re-read and re-written once per KV "
            "block, but S_ij and P_ij only ever exist in SRAM."
        ),
        "tiling": (
            "Outer loop over K/V blocks of Bc = 64 rows, inner loop over Q blocks of Br = 64 rows, d = 64. To use "
            "all SMs I give every outer iteration j its own thread block, so all K/V blocks run in parallel, and "
            "each of them does the inner loop over all Q_i, reading and updating O_i in HBM."
        ),
        "numericalStability": (
            "m_i and l_i are updated with the block statistics: m_new = max(m_i, m~_ij), "
            "l_new = exp(m_i - m_new) l_i + exp(m~_ij - m_new) l~_ij, and O_i is rescaled with these factors "
            "before the new P~_ij V_j is added."
        ),
        "tradeOff": (
            "Re-reading and re-writing O_i for every KV block costs extra HBM traffic of order N^2 d / Bc, which "
            "is why the Triton version swaps the loops and keeps O in registers."
        ),
    }
