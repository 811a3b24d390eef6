# Sources: S16, S20 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': (
            'The N×N scores never reach HBM: one kernel computes each S tile, applies softmax '
            'statistics and multiplies by V on chip.'
        ),
        'tiling': (
            'Q blocks of 64 rows (one per CTA, resident), K/V blocks of 64 rows in the inner '
            'loop, head dim 64.'
        ),
        'numericalStability': (
            'Per row: running max m and sum l in fp32; every block rescales the previous l and '
            'output by exp(m_old − m_new).'
        ),
    }
