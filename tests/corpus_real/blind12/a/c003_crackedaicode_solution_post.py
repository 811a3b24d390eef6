# Sources: S03 (already-used source; learner rewrite in own words)
# posted under "Solutions" after passing the problem


def designOutline():
    return {
        "memoryTraffic": "The main win of Flash Attention is that it reduces the FLOPs: we never compute the full N x N matrix at once, only block by block, so the total compute goes down from quadratic to almost linear. Also the scores are not saved.",
        "tiling": "Q split into blocks of 64 rows, each handled by its own program with the Q block kept in SRAM; inner loop over K_j, V_j blocks of 64 rows (the 'for each block of keys K_j' loop from the problem statement).",
        "numericalStability": "For each K_j: S_j = Q K_j^T / sqrt(d_k); m_new = max(m_old, max(S_j)); l_new = l_old * e^(m_old - m_new) + sum e^(S_j - m_new); the output accumulator is multiplied by the same e^(m_old - m_new) before adding e^(S_j - m_new) V_j. Divide by l at the end.",
        "tradeOff": "Rescaling every step costs extra exp and multiplies on the whole accumulator (B_r x d) per K block; when d_k is small this non-matmul work is a visible share of the runtime.",
    }
