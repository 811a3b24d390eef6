# Sources: S22, S13 (learner rewrite, math notation)
def designOutline():
    return {
        "memoryTraffic": (
            "HBM I/O: read Q, K, V ∈ R^{N×d}, write O ∈ R^{N×d} and L ∈ R^N. S_ij = Q_i K_j^T ∈ R^{B_r×B_c} and "
            "P~_ij live only in SRAM, never written to HBM. Total Θ(N² d² M⁻¹) HBM accesses vs Θ(N d + N²) for standard."
        ),
        "tiling": (
            "T_r = ⌈N/B_r⌉ Q blocks, T_c = ⌈N/B_c⌉ K/V blocks, B_r = B_c = 64, d = 64. Grid: one CTA per (i, b, h), "
            "Q_i resident in SRAM, loop j = 1..T_c loads K_j, V_j."
        ),
        "numericalStability": (
            "m_i^(j) = max(m_i^(j-1), rowmax(S_ij)); P~_ij = exp(S_ij − m_i^(j)); "
            "l_i^(j) = e^{m_i^(j-1) − m_i^(j)} l_i^(j-1) + rowsum(P~_ij); "
            "O_i^(j) = diag(e^{m_i^(j-1) − m_i^(j)}) O_i^(j-1) + P~_ij V_j; O_i = diag(l_i^(T_c))⁻¹ O_i^(T_c); "
            "L_i = m_i + log l_i. All statistics in fp32."
        ),
        "tradeOff": (
            "When d grows, B_c = ⌈M/4d⌉ shrinks, so each Q block needs more K/V iterations and the B_r × B_c "
            "matmuls become too small to keep the tensor cores busy: the I/O term Θ(N² d² / M) grows with d²."
        ),
    }
