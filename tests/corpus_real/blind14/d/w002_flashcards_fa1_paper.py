# Sources: S01* (learner rewrite as flashcards)
def designOutline():
    return {
        "memoryTraffic": [
            "Q: What does standard attention write to HBM? A: S and P, N x N each, and reads them back.",
            "Q: What does FlashAttention write? A: only O (N x d) plus the softmax statistics m and l (N values each); S and P are never written to HBM.",
            "Q: HBM accesses? A: Theta(N^2 d^2 / M) for FlashAttention vs Theta(N d + N^2) for standard attention.",
        ],
        "tiling": [
            "Q: Block sizes in Algorithm 1? A: Bc = ceil(M / 4d), Br = min(ceil(M / 4d), d).",
            "Q: Loop order in FA1? A: outer loop over K/V blocks j (load K_j, V_j into SRAM), inner loop over Q blocks i; O_i, l_i, m_i are read and written back each inner step.",
        ],
        "numericalStability": [
            "Q: What is kept per row? A: m (running max) and l (running sum of exponentials).",
            "Q: The update? A: m_new = max(m, m_ij); l_new = e^(m - m_new) l + e^(m_ij - m_new) l_ij; O_i = diag(l_new)^-1 (diag(l) e^(m - m_new) O_i + e^(m_ij - m_new) P_ij V_j).",
        ],
        "tradeOff": [
            "Q: What does not storing P cost? A: the backward must recompute S and P from Q, K and the saved (m, l), i.e. extra matmul FLOPs; still faster overall because HBM traffic drops.",
        ],
    }
