# Sources: S18,S16 (excerpts and paraphrase)


def designOutline():
    return {   'memoryTraffic': 'Same as in the flash attention paper.',
        'tiling': 'On sm86 (99 KB per block) with head dim 64: Br = 128, Bc = 128, Q tile 16 KB and '
                  'K+V tiles 32 KB in shared memory, Q resident, K/V streamed along the sequence.',
        'numericalStability': 'fp32 running max and row sum per query row, rescaling O and l by '
                              'exp(m_old - m_new) at every K/V tile.',
        'tradeOff': 'Training with head_dim > 64 is not supported on sm86: the backward kernel tiles '
                    'do not fit in ~100 KB of shared memory, so PyTorch warns and falls back to the '
                    'regular (slow) attention path.'}
