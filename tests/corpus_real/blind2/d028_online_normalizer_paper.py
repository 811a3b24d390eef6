# Sources: S04 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Fuse the normalizer computation into the softmax: the input vector is read '
                         'once to get max and sum together, so softmax needs 3 memory accesses per '
                         'element instead of 4.',
        'tiling': 'The vector elements are processed one by one in a single loop.',
        'numericalStability': 'Online normalizer: m_j = max(m_{j-1}, x_j), d_j = d_{j-1} * e^(m_{j-1} '
                              '- m_j) + e^(x_j - m_j); then y_i = e^(x_i - m_V) / d_V. This is as safe '
                              'as the safe softmax but in one pass.',
        'tradeOff': 'The online version does an extra multiply and an extra exp per element (the '
                    'rescale e^(m_{j-1} - m_j)) because the max can change at every element.'}
