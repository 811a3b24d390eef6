# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'S and P are never written to HBM, only O and the per-row logsumexp are '
                         'saved, at the expense of recomputing S = QK^T tile by tile in the backward '
                         'pass (an extra matmul per tile).',
        'tiling': 'Br = 64 query rows and Bc = 64 key rows at d = 64; the Q block lives in SMEM, the '
                  'K/V blocks stream through in a loop; one CTA per (batch*head, Q block).',
        'numericalStability': 'Online softmax: fp32 running max and sum, old accumulator scaled by '
                              'exp(m_old - m_new) at each new tile, final division by l.'}
