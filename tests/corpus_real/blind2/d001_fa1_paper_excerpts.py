# Sources: S01 (short excerpts)


def designOutline():
    return {   'memoryTraffic': 'Standard attention materializes S and P to HBM, which takes O(N^2) memory. '
                         'We avoid reading and writing the attention matrix to and from HBM: blocks of '
                         'Q, K, V are loaded from HBM to SRAM, attention is computed for that block, '
                         'and only O is written back. This needs Theta(N^2 d^2 M^-1) HBM accesses '
                         'versus Theta(Nd + N^2).',
        'tiling': 'Set block sizes Bc = ceil(M / 4d), Br = min(ceil(M / 4d), d). Outer loop over the '
                  'K_j, V_j blocks (load them to on-chip SRAM); inner loop over the Q_i blocks: load '
                  'Q_i, O_i, l_i, m_i from HBM to SRAM, compute S_ij = Q_i K_j^T on chip, update and '
                  'write back.',
        'numericalStability': 'For each row keep the max m_i and the sum l_i. m_new = max(m_i, m~_ij), '
                              'l_new = e^(m_i - m_new) l_i + e^(m~_ij - m_new) l~_ij, and O_i <- '
                              'diag(l_new)^-1 (diag(l_i) e^(m_i - m_new) O_i + e^(m~_ij - m_new) P~_ij '
                              'V_j).',
        'tradeOff': 'We do not store S and P (O(N^2)) for the backward pass; they are recomputed from '
                    'blocks of Q, K, V in SRAM using the saved statistics (m, l). Recomputation '
                    'increases the FLOPs, but the backward is still faster because of the reduced HBM '
                    'accesses.'}
