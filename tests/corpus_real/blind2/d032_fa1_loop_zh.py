# Sources: S15 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Steps 9-16: copy blocks K_j, V_j, Q_i, O_i, l_i, m_i from HBM to SRAM; '
                         'compute S_ij on SRAM; write O_i back to HBM and write l_i, m_i back to HBM.',
        'tiling': 'Outer loop over K, V blocks (steps 6-7), inner loop over Q blocks (step 8); block '
                  'sizes from the SRAM size M: Bc = M/(4d), Br = min(M/(4d), d).',
        'numericalStability': 'The softmax of a sub-block is proportional to the softmax of the whole '
                              "row: compute the current block's m, l (step 12), update the global m, l "
                              '(step 13), and correct the old O_i by the scale factor exp(m_old - '
                              'm_new) (with l) so it matches the full softmax.',
        'tradeOff': 'Drawback: dropout (step 14).'}
