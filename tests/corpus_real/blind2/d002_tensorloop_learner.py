# Sources: S05 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'The N x N score matrix is never materialized in HBM. Scores of one block '
                         'live in fast on-chip memory, are used immediately for the output and thrown '
                         'away; HBM only sees Q, K, V in and O out.',
        'tiling': "We process the attention scores in blocks because the full N x N matrix won't fit "
                  'in fast on-chip memory, and we choose the block size so that it fits well.',
        'numericalStability': 'Safe softmax with running statistics: keep running max m and running '
                              'sum l per row. When a new block comes, m_new = max(m_old, m_block), '
                              'l_new = l_old * exp(m_old - m_new) + sum(exp(x_j - m_new)), and the '
                              'running output O is rescaled by the same exp(m_old - m_new). At the end '
                              'divide O by l.',
        'tradeOff': 'There is some trade-off in complexity of the kernel vs speed.'}
