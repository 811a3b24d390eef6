# Sources: S02 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'HBM reads Q once and K/V once per query block; writes O and L only. Score '
                         'tiles stay in registers, never in HBM.',
        'tiling': 'Causal: for Q block i only K blocks j <= i are visited, and blocks entirely in the '
                  'future are skipped; the diagonal block applies the mask. Br = Bc = 128, one CTA per '
                  '(batch, head, Q block).',
        'numericalStability': 'm initialised to -inf, l to 0; per tile m_new = max(m, rowmax(S)), '
                              'alpha = exp(m - m_new), l = alpha*l + rowsum(P), O = alpha*O + P V; '
                              'final O / l in fp32.',
        'tradeOff': 'With causal masking the last Q blocks visit N/128 K blocks but the first only '
                    'one, so CTAs finish unevenly and SMs go idle at the tail; we launch the heavy '
                    '(late) Q blocks first to reduce the imbalance.'}
