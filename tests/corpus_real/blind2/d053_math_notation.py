# Sources: S01,S04 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'HBM I/O: Θ(N²d²/M) for M bytes of SRAM vs Θ(Nd + N²) naive. S, P ∈ R^{N×N} '
                         'never written; HBM holds Q, K, V, O ∈ R^{N×d} and L ∈ R^N.',
        'tiling': 'T_r = ⌈N/B_r⌉ Q-blocks, T_c = ⌈N/B_c⌉ K/V-blocks, B_r = B_c = 64, d = 64. ∀ i (one '
                  'CTA each): Q_i ∈ SRAM; for j = 1..T_c: load K_j, V_j → SRAM, S_ij = Q_i K_jᵀ.',
        'numericalStability': 'm_i^(j) = max(m_i^(j-1), rowmax(S_ij)); P̃_ij = exp(S_ij − m_i^(j)); '
                              'ℓ_i^(j) = e^{m_i^(j-1) − m_i^(j)} ℓ_i^(j-1) + rowsum(P̃_ij); O_i^(j) = '
                              'diag(e^{m_i^(j-1) − m_i^(j)}) O_i^(j-1) + P̃_ij V_j; all fp32; O_i = '
                              'diag(ℓ_i)^{-1} O_i^(T_c).',
        'tradeOff': 'K, V re-read T_r times ⇒ HBM reads of K/V scale as N²d/B_r; halving B_r to 32 (to '
                    'fit d = 256) doubles them.'}
