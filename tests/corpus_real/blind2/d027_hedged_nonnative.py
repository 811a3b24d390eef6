# Sources: S14,S05 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'The score matrix S = QK^T is calculated in SRAM tile by tile and is not '
                         'written into HBM, only O and the lse are going back to HBM.',
        'tiling': 'Q block with Br=64 rows is staying in shared memory, and we loop the K,V blocks '
                  '(Bc=64) one by one, each thread block take one Q block of one head.',
        'numericalStability': 'I am not 100% sure but I think the running max is needed: m_new = '
                              'max(m_old, rowmax(S_ij)), then old l and old O are multiply with '
                              'exp(m_old - m_new) before to add the new block. All this in fp32.',
        'tradeOff': 'Maybe it is harder to implement and to debug.'}
