# Sources: S02 (paraphrase / learner rewrite, GitHub question style)
def designOutline():
    return {
        "memoryTraffic": (
            "If I understand correctly, S_ij and P_ij stay in SRAM and are never written to HBM; in Algorithm 1 "
            "only O_i, l_i and m_i are written back to HBM after each inner step, plus the initial reads of Q, K, V."
        ),
        "tiling": (
            "Block sizes as in the paper, Bc = ceil(M / 4d) and Br = min(Bc, d), with M the on-chip SRAM in "
            "elements; the outer loop keeps K_j, V_j in SRAM and the inner loop walks over the Q_i blocks. "
            "I think that is so that 4 tiles of size B x d fit in M?"
        ),
        "numericalStability": (
            "I guess the key part is subtracting the running max: m_new = max(m_i, rowmax(S_ij)), then the old O_i "
            "and l_i are multiplied by exp(m_i - m_new) before the new block is added, so the result stays exact."
        ),
        "tradeOff": (
            "The cost I see: with K/V in the outer loop, O_i is read from and written to HBM once per K/V block, "
            "Tc times in total, so the O traffic grows with N/Bc; correct me if wrong, but this is why FA2 swaps the loops."
        ),
    }
