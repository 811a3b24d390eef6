# Sources: S04 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Only Q, K, V are read from HBM and only O written; S and P exist per tile in '
                         'SRAM and are discarded.',
        'tiling': 'One CTA per 64 query rows; K/V streamed in 64-row tiles; the Q tile stays in shared '
                  'memory during both loops.',
        'numericalStability': 'A partial max gives wrong results, so we need two passes over K: the '
                              'first pass computes the exact row max m = max_j s_ij, the second pass '
                              'computes exp(s - m), the sum and P V in fp32.',
        'tradeOff': 'The cost is that K is read twice from HBM, because the max pass must finish '
                    'before any exponent is computed.'}
