# Sources: S20 (paraphrase, math notation)


def designOutline():
    return {
        'memoryTraffic': (
            'HBM I/O: read Q, K, V ∈ R^{N×d}, write O ∈ R^{N×d} and L ∈ R^N. S_ij = Q_i K_j^T ∈ '
            'R^{Br×Bc} only in SRAM, never stored. Total Θ(N²d²/M) vs Θ(Nd + N²).'
        ),
        'tiling': (
            'Q → T_r = ⌈N/B_r⌉ blocks, K,V → T_c = ⌈N/B_c⌉ blocks; B_r = B_c = 64, d = 64. for i '
            'in 1..T_r (one CTA each): load Q_i; for j in 1..T_c: load K_j, V_j.'
        ),
        'numericalStability': (
            'm_i^(j) = max(m_i^(j-1), rowmax(S_ij)); ℓ_i^(j) = e^{m^(j-1) − m^(j)} ℓ^(j-1) + '
            'rowsum(e^{S_ij − m^(j)}); O^(j) = e^{m^(j-1) − m^(j)} O^(j-1) + e^{S_ij − m^(j)} V_j '
            '(fp32); O = O^(T_c)/ℓ^(T_c).'
        ),
        'tradeOff': (
            'rescaling O^(j-1) costs B_r × d multiplies per step on the non-matmul units, which '
            'run ~16× slower than tensor cores; FA2 therefore defers the 1/ℓ division to the end '
            'instead of normalising every step.'
        ),
    }
