# Sources: S05 (paraphrase / learner rewrite of an issue asking about the paper)


def designOutline():
    return {
        "memoryTraffic": (
            "HBM accesses are Theta(N^2 d^2 / M): K_j, V_j blocks of size M/4d are loaded once per outer "
            "iteration, Q_i and O_i are re-read in the inner loop, and S_ij / P_ij only ever live in SRAM, "
            "so the N x N matrix is never written to HBM."
        ),
        "tiling": (
            "B_c = ceil(M / 4d), B_r = min(ceil(M / 4d), d), so that the four blocks Q_i, K_j, V_j, O_i fit "
            "in an SRAM of size M together with the B_r x B_c block of S. Outer loop over K/V blocks, inner "
            "loop over Q blocks."
        ),
        "numericalStability": (
            "I think m_i and l_i are kept in registers. For a new block, m_new = max(m_i, rowmax(S_ij)) and "
            "O_i, l_i are multiplied by e^(m_i - m_new) before the new exp(S_ij - m_new) terms are added."
        ),
        "tradeOff": "Not sure yet, asked in the issue.",
    }
