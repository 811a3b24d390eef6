# Sources: S24,S07 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Because of tiling the number of HBM accesses is only O(Nd), linear in the '
                         'sequence length, compared to O(N^2) for standard attention.',
        'tiling': 'Q blocks of 128 rows per thread block, K/V blocks of 64 rows in the inner loop, Q '
                  'kept in SMEM.',
        'numericalStability': 'Online softmax with fp32 running max and sum; acc and l multiplied by '
                              'exp(m - m_new) for every new block; store lse for the backward.',
        'tradeOff': 'Deterministic backward is slightly slower and uses more memory than the default, '
                    'because dQ partials are reduced in a fixed order through a semaphore workspace '
                    'instead of atomic adds.'}
