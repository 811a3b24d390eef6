# Sources: S02 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': {   'reads': 'Q_i once per CTA; K_j and V_j once per Q block',
                             'writes': 'O_i and L_i once, at the end of the K/V loop',
                             'never': 'S_ij and P_ij, which stay in registers'},
        'tiling': {   'mechanism': 'split-Q across warps',
                      'decision': 'CTA = 128 query rows x head dim 64, 4 warps x 32 rows; K/V blocks '
                                  'of 64 rows double-buffered in SMEM'},
        'numericalStability': {   'mechanism': 'online softmax with deferred normalisation',
                                  'decision': 'fp32 m and l; acc *= exp(m_old - m_new) per K/V block; '
                                              'divide acc by l once after the loop'},
        'tradeOff': {   'cost': 'idle SMs',
                        'cause': 'with causal masking the first Q blocks finish after one K/V block '
                                 'while the last ones need N/64, so blocks finish unevenly'}}
