# Sources: S15 (learner notes, Polish)


def designOutline():
    return {
        'memoryTraffic': (
            'Jeden fused kernel: S i P istnieją tylko jako kafelki w SRAM/rejestrach, nigdy nie '
            'trafiają do HBM. Z HBM czytamy Q, K, V, zapisujemy O i logsumexp (fp32) dla każdego '
            'wiersza.'
        ),
        'tiling': (
            'Kafelki Q po 128 wierszy (jeden na CTA, rezydentne w shared memory), kafelki K/V po '
            '64 wiersze w pętli wewnętrznej, d = 64; grid = (N/128, batch·heads).'
        ),
        'numericalStability': (
            'Online softmax: bieżące maksimum m i suma l w fp32 dla każdego wiersza; przy nowym '
            'maksimum akumulator O i l mnożymy przez exp(m_stare − m_nowe), na końcu dzielimy '
            'przez l.'
        ),
        'tradeOff': (
            'Rekomputacja w backward: P nie jest zapisane, więc dla każdego kafelka liczymy '
            'ponownie QK^T i exp(S − L) — dodatkowy matmul na kafelek, backward trwa przez to ok. '
            '25–30% dłużej.'
        ),
    }
