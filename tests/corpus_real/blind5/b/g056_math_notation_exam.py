# Sources: S20, S21 (learner exam answer, math notation)


def designOutline():
    return {
        'memoryTraffic': (
            'HBM reads: Q once, K,V ⌈N/B_r⌉ times; writes: O ∈ R^{N×d}, L ∈ R^N. S, P ∈ R^{N×N} '
            'never leave SRAM ⇒ Θ(N²d²M⁻¹) vs Θ(Nd + N²).'
        ),
        'tiling': (
            'B_r = 128, B_c = 64, d = 64, fp16: |Q_i| + |K_j| + |V_j| = 16 + 8 + 8 KB. grid = '
            '(⌈N/B_r⌉, B·H); ∀j: K_j, V_j → SMEM, Q_i resident.'
        ),
        'numericalStability': (
            'm⁽ʲ⁾ = max(m⁽ʲ⁻¹⁾, rowmax S_ij); α = exp(m⁽ʲ⁻¹⁾ − m⁽ʲ⁾); ℓ⁽ʲ⁾ = αℓ⁽ʲ⁻¹⁾ + rowsum '
            'exp(S_ij − m⁽ʲ⁾); Õ⁽ʲ⁾ = αÕ⁽ʲ⁻¹⁾ + exp(S_ij − m⁽ʲ⁾)V_j, fp32; O = Õ/ℓ; L = m + log '
            'ℓ.'
        ),
        'tradeOff': (
            'bwd: P_ij = exp(S_ij − L_i) recomputed from Q_i, K_j ⇒ +1 GEMM (QK^T) per tile ≈ '
            '+25–30% bwd FLOPs, in exchange for O(N) instead of O(N²) memory.'
        ),
    }
