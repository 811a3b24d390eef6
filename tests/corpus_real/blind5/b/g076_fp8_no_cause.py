# Sources: S23 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': (
            'S/P are never written to HBM; the kernel reads FP8 Q, K, V and writes bf16 O and the '
            'lse.'
        ),
        'tiling': (
            '128-row Q tiles per warpgroup, K/V tiles of 128 rows via TMA, 2-stage pipeline, grid '
            '(N/128, B·H).'
        ),
        'numericalStability': 'Running max and sum in fp32, rescaling the accumulator by exp2(m_old − m_new).',
        'tradeOff': 'FP8 loses accuracy.',
    }
