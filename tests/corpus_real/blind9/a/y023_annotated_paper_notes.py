# Sources: S23, B1 (paraphrase / learner rewrite, terse math notes)
def designOutline():
    return {
        "memoryTraffic": "HBM: read Q, K, V (K, V once per Q-block), write O, ℓ, m. S, P never in HBM. "
                         "Θ(N²d²M⁻¹) HBM acc. vs Θ(Nd + N²) std.",
        "tiling": "Bc = ⌈M/4d⌉, Br = min(⌈M/4d⌉, d). Take M = 48K elems (96 KB smem, fp16), d = 64 → Bc = 192, Br = 64. "
                  "Outer loop j over K_j, V_j (kept in SRAM), inner loop i over Q_i, O_i.",
        "numericalStability": "m_i^new = max(m_i, m̃_ij); ℓ_i^new = e^(m_i − m_i^new) ℓ_i + e^(m̃_ij − m_i^new) ℓ̃_ij; "
                              "O_i ← diag(ℓ_i^new)⁻¹ (diag(ℓ_i) e^(m_i − m_i^new) O_i + e^(m̃_ij − m_i^new) P̃_ij V_j).",
        "tradeOff": "bwd: recompute S, P from Q, K, V + (m, ℓ) since P not stored → more FLOPs, but fewer HBM accesses, still faster.",
    }
