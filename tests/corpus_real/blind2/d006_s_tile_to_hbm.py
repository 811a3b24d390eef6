# Sources: S15 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Compute S = Q_i K_j^T for one tile in shared memory, write the tile of S to '
                         'HBM, then read it back in the second kernel for softmax and the multiply '
                         'with V. Since tiles are small the traffic is less than the naive way.',
        'tiling': 'Blocks of 128 query rows x 64 key columns, one CTA per (batch, head, query block), '
                  '4 warps, K/V blocks streamed along the key dimension.',
        'numericalStability': 'Use the running max: m_new = max(m_old, rowmax(S_ij)), scale the old '
                              'partial sum and old output by exp(m_old - m_new) before adding the new '
                              'tile, accumulate in fp32.',
        'tradeOff': 'Recomputation.'}
