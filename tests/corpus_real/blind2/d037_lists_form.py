# Sources: S01,S02 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': [   'Read Q, K, V from HBM in tiles; write O and logsumexp.',
                             'S and P are never written to HBM; they exist only as 128x64 tiles in '
                             'registers.'],
        'tiling': [   'Br = 128, Bc = 64, d = 64.',
                      'Q tile and O accumulator stay on chip for the whole K/V loop.',
                      'Grid: (N / 128, batch * heads), 4 warps per CTA.'],
        'numericalStability': [   'Running max m and sum l per row, in fp32.',
                                  'When m grows, multiply l and O by exp(m_old - m_new).',
                                  'Store L = m + log(l) for the backward.'],
        'tradeOffs': [   'Backward recomputes P from Q, K and L, which costs an extra QK^T per tile.',
                         'With d = 256 the Q and K/V tiles no longer fit in shared memory at Br = 128, '
                         'so smaller tiles (Br = 64) must be used.']}
