# Sources: S02, S22 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Following Algorithm 1 of the paper: outer loop over K_j, V_j blocks, inner loop over Q_i. In every "
            "inner step the S_ij tile is written to HBM and read back when O_i is updated, together with "
            "O_i, l_i, m_i, so we never need the full N x N matrix in HBM at once, only one tile at a time."
        ),
        "tiling": (
            "Block sizes from the paper: Bc = ceil(M / 4d), Br = min(Bc, d), where M is the SRAM size. "
            "K_j, V_j (Bc x d) are loaded into SRAM in the outer loop and kept there while the inner loop "
            "walks over all Q_i blocks (Br x d)."
        ),
        "numericalStability": (
            "Per row keep m_i (max so far) and l_i (sum of exp so far). New block: m_new = max(m_i, rowmax(S_ij)), "
            "l_new = exp(m_i - m_new) l_i + exp(m~_ij - m_new) l~_ij, and O_i is rescaled with "
            "diag(l_new)^-1 (l_i exp(m_i - m_new) O_i + exp(m~_ij - m_new) P~_ij V_j)."
        ),
        "tradeOff": (
            "With this loop order O_i, l_i and m_i go back and forth to HBM once per K/V block, so O is re-read "
            "Tc times. That is the cost of keeping K_j, V_j resident; FlashAttention-2 swaps the loops to avoid it."
        ),
    }
