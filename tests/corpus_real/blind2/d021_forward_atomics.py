# Sources: S07 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Q, K, V read tile by tile; the scores never leave SRAM; the output O and '
                         'per-row logsumexp are the only writes.',
        'tiling': 'Grid (N/64, B*H). Q tile 64 x d in smem, K/V tiles 64 x d streamed in a loop.',
        'numericalStability': 'Running max m and sum l in fp32 registers; acc and l rescaled by '
                              'exp(m_old - m_new) before each new tile.',
        'failureMode': 'The forward output is non-deterministic because different thread blocks '
                       'atomically add their partial results into O, so the order of floating-point '
                       'additions changes between runs.'}
