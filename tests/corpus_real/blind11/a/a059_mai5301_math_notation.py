# Sources: S01 (learner rewrite with math notation), S10 (background)


def designOutline():
    return {
        "memoryTraffic": (
            "HBM reads: Q, K, V; HBM writes: O ∈ R^{N×d} and L ∈ R^N. S = QKᵀ and P = softmax(S) ∈ R^{N×N} "
            "never leave SRAM, so IO = O(N²d²/M) instead of Θ(Nd + N²)."
        ),
        "tiling": (
            "Q = [Q_1; …; Q_{T_r}] with B_r = 128 rows, K, V = [K_1; …; K_{T_c}] with B_c = 64 rows, d = 64. "
            "Q_i is fixed per thread block (grid T_r × B·H), j runs over 1…T_c in the inner loop."
        ),
        "numericalStability": (
            "m_i^{(j)} = max(m_i^{(j-1)}, rowmax(S_ij)); ℓ_i^{(j)} = e^{m_i^{(j-1)} − m_i^{(j)}} ℓ_i^{(j-1)} + "
            "rowsum(e^{S_ij − m_i^{(j)}}); O_i^{(j)} = e^{m_i^{(j-1)} − m_i^{(j)}} O_i^{(j-1)} + "
            "e^{S_ij − m_i^{(j)}} V_j, all in fp32; O_i = O_i^{(T_c)} / ℓ_i, L_i = m_i + log ℓ_i."
        ),
        "tradeOff": (
            "Backward: P_ij = exp(S_ij − L_i) is recomputed from Q_i, K_j, so the backward does one extra "
            "QK_jᵀ per block (≈ +25-30 % FLOPs) instead of storing P."
        ),
    }
