# Sources: S01 (Algorithm 1, eq. in sec. 3.1), S17 (arcalunar.github.io, safe softmax merge in Chinese)
# Learner rewrite, math notation.

def designOutline():
    return {
        "memoryTraffic": (
            "HBM reads: Q (N×d) once, K,V (N×d each) ⌈N/B_r⌉ times; HBM writes: O (N×d), L (N). "
            "S_ij, P_ij ∈ R^{B_r×B_c} ⊂ SRAM only ⇒ no Θ(N²) term; total Θ(N²d²/M)."
        ),
        "tiling": (
            "i ∈ [0, ⌈N/B_r⌉) → CTA i (× batch × heads); for j ∈ [0, ⌈N/B_c⌉): load K_j, V_j → SRAM; "
            "B_r = B_c = 64, d = 64; Q_i, O_i, m_i, ℓ_i resident on chip ∀j."
        ),
        "numericalStability": (
            "m_i^(j) = max(m_i^(j-1), rowmax(S_ij)); P̃_ij = exp(S_ij − m_i^(j)); "
            "ℓ_i^(j) = e^{m_i^(j-1) − m_i^(j)} ℓ_i^(j-1) + rowsum(P̃_ij); "
            "O_i^(j) = diag(e^{m_i^(j-1) − m_i^(j)}) O_i^(j-1) + P̃_ij V_j; O_i = diag(ℓ_i)^{-1} O_i^(last); "
            "all in fp32."
        ),
        "tradeOff": (
            "bwd: dS_ij needs P_ij ⇒ recompute P_ij = exp(Q_i K_jᵀ − L_i) ⇒ +1 GEMM (B_r×d×B_c) per tile "
            "≈ +25–30 % FLOPs, in exchange for O(N) instead of O(N²) activation memory."
        ),
    }
