# Sources: S02 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Read Q_i once, K_j/V_j once per Q block, write O_i and L_i; P_ij stays on '
                         'chip.',
        'tiling': 'Br = 128, Bc = 128 at d = 64 (16 KB Q + 32 KB K/V); one CTA per Q block, inner loop '
                  'over K/V.',
        'numericalStability': 'To keep it stable the Q tile stays in SRAM while the K/V tiles stream '
                              'through, so we never lose data between blocks.',
        'tradeOff': 'Causal: the late Q blocks have far more K/V tiles than the early ones, so work is '
                    'uneven across CTAs and SMs idle at the end.'}
