# Sources: S16 (learner rewrite, non-native English)


def designOutline():
    return {
        'memoryTraffic': (
            'We use online softmax: running max m and running sum l, when max change we multiply '
            'old sum and old output with exp(m_old - m_new).'
        ),
        'tiling': 'Q block 64 rows per CTA, K/V block 64 rows in inner loop, head dim 64, 4 warps.',
        'numericalStability': 'S and P stay in SRAM and never write to HBM, only O go back to HBM.',
        'tradeOff': (
            'Backward need recompute S and P from Q, K and saved lse because P is not stored, so '
            'one more QK^T matmul for every tile.'
        ),
    }
