# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'S = QK^T and P are kept on chip and never written to global memory; only O '
                         'and the per-row logsumexp are stored.',
        'tiling': 'Each thread block loads all of K and V for its head into shared memory once, then '
                  'loops over its query rows in chunks of 64 so that K and V are never re-read from '
                  'HBM.',
        'numericalStability': 'Online softmax with running max m and sum l in fp32; on each new max, '
                              'rescale O and l by exp(m_old - m_new).',
        'tradeOff': 'With head dim 128 the fp32 accumulator for 128 query rows is 64 KB of registers, '
                    'which limits occupancy to one block per SM.'}
