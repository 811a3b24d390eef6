# Sources: S14 (learner answer to a course-track question)


def designOutline():
    return {
        'memoryTraffic': (
            'Self-attention is memory-bound, not compute-bound, so we fuse everything and '
            'optimize memory.'
        ),
        'tiling': (
            'Blocks of 64 query rows and 64 key rows, head dim 64: Q tile 8 KB + K tile 8 KB + V '
            'tile 8 KB = 24 KB shared memory per block; outer loop over query blocks (one per '
            'CTA), inner loop over K/V blocks.'
        ),
        'numericalStability': (
            'Online softmax as in the paper: keep the row max m and sum l, when the max changes '
            'rescale l and the output by exp(m_old - m_new).'
        ),
        'tradeOff': 'Occupancy.',
    }
