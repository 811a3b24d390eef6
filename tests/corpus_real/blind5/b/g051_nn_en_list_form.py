# Sources: S12, S26 (learner rewrite, non-native English, lists)


def designOutline():
    return {
        'memoryTraffic': [
            'S and P are not going to HBM, they stay on-chip per tile',
            'HBM read: Q once, K and V once for each query block',
            'HBM write: O and logsumexp (N floats) only',
        ],
        'tiling': [
            'Q block 128 rows stay in smem for whole kernel',
            'K/V block 64 rows stream in inner loop',
            'd = 64 so 16 KB + 8 KB + 8 KB smem',
            'grid = (N/128, batch*heads)',
        ],
        'numericalStability': [
            'running max m per row, running sum l per row, fp32',
            'new block: O and l multiplied by exp(m_old - m_new) before add',
            'end: O / l, save lse = m + log l',
        ],
        'tradeOffs': [
            (
                'if N is small like 256, S is small and fit in L2, so the fused kernel give almost no '
                'gain, launch overhead dominate'
            ),
        ],
    }
