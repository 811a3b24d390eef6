# Sources: S16 (paraphrase / learner rewrite, reading-group notes)


def designOutline():
    return {
        "memoryTraffic": (
            "Notes from our reading group (sec 3.1 + 3.2). The kernel copies Q, K, V from HBM into "
            "SRAM block by block and writes back only O plus the softmax stats l and m; S = QK^T and "
            "P are never written to HBM, they exist in SRAM for one block and are thrown away. Ben's "
            "summary of Thm 2: HBM accesses go from Theta(Nd + N^2) for standard attention to "
            "Theta(N^2 d^2 / M), which for d = 64 and M around 100K is many times fewer."
        ),
        "tiling": (
            "Algorithm 1 as we read it: Bc = ceil(M/4d), Br = min(ceil(M/4d), d). Outer loop over "
            "the K/V blocks j, inner loop over the Q blocks i, so K_j and V_j sit in SRAM while every "
            "Q_i streams past. (Someone asked if FA2 does it the other way round - yes, FA2 makes Q "
            "the outer loop.)"
        ),
        "numericalStability": (
            "Each row keeps m_i (max so far) and l_i (sum of exps so far). For a new block: "
            "m_new = max(m_i, rowmax(S_ij)), l_new = e^(m_i - m_new) l_i + e^(m~_ij - m_new) l~_ij, "
            "and O_i is rescaled with the same e^(m_i - m_new) factor before the new P~V is added, "
            "then divided by l_new. m and l are written out and reused by the backward."
        ),
        "tradeOff": (
            "The backward has to recompute S and P from Q, K and the stored m, l because P was never "
            "saved, so the backward does extra matmuls (more FLOPs than standard attention's "
            "backward) - still faster in wall-clock because it skips reading an N x N P from HBM."
        ),
    }
