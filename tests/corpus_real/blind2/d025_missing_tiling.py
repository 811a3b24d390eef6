# Sources: S05 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'The N x N attention matrix is never written to HBM; per head we read Q, K, V '
                         'and write O, about 4 N d elements, plus repeated K/V reads.',
        'numericalStability': 'Running max m and running sum l; on every block l_new = l * exp(m - '
                              'm_new) + sum exp(x - m_new) and O is multiplied by exp(m - m_new) too.',
        'tradeOff': 'Because P is not stored, the backward must recompute QK^T and the exponentials '
                    'for every tile, an extra matmul per tile (about 30% more FLOPs).'}
