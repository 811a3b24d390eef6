# Sources: S13 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'FlashAttention is fast mainly because tiling reduces the computation from '
                         'quadratic FLOPs to almost linear, so the GPU has much less work to do and '
                         'also reads less.',
        'tiling': 'Br = 64 query rows per CTA, Bc = 64 key rows per step, d = 64; Q tile stays in '
                  'shared memory and K/V tiles are double-buffered with cp.async.',
        'numericalStability': 'Keep m (row max) and l (row sum) in fp32 registers; each step: m_new = '
                              'max(m, rowmax(S)), p = exp(S - m_new), l = l*exp(m - m_new) + '
                              'rowsum(p), acc = acc*exp(m - m_new) + p@V.',
        'tradeOff': 'With Bc = 128 the S tile and the accumulator need more registers per thread, so '
                    'occupancy drops to one CTA per SM.'}
