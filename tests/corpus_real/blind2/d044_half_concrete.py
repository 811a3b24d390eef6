# Sources: S14 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'The big attention matrix (N x N) is never stored to HBM, we only write the '
                         'output O and read Q, K, V.',
        'tiling': 'Tiling with blocks that fit SRAM.',
        'numericalStability': 'Online softmax: running max per row, multiply previous sum and output '
                              'by exp(old_max - new_max) when a bigger score comes, fp32.',
        'tradeOff': 'Occupancy.'}
