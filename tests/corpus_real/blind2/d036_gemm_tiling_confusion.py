# Sources: S28,S23 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Fused kernel: the attention scores are produced in registers and consumed by '
                         'the PV product immediately, never written to HBM.',
        'tiling': 'Each thread block computes a 128 x 128 tile of C with BLOCK_SIZE_K = 32, and '
                  'programs are grouped with GROUP_SIZE_M = 8 so that tiles of A and B are reused from '
                  'L2.',
        'numericalStability': 'm and l are kept in fp32 and updated per block: m_new = max(m, rowmax), '
                              'l = l*exp(m - m_new) + sum(exp(s - m_new)), acc rescaled by the same '
                              'factor.',
        'tradeOff': 'GROUP_SIZE_M too large would make some SMs idle at the end of the grid (tail '
                    'effect) because the number of tiles is not a multiple of the SM count.'}
