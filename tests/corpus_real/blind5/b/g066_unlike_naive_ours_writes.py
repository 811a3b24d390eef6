# Sources: S25 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': (
            'Unlike naive attention, our kernel writes each S tile to HBM and reads it back for '
            'the softmax, so the full N×N matrix is never in memory at once.'
        ),
        'tiling': 'Q tiles of 64 rows resident per CTA, K/V tiles of 64 rows streamed, head dim 64.',
        'numericalStability': (
            'Running max and sum per row in fp32; rescale by exp(m_old − m_new) whenever the max '
            'grows.'
        ),
        'tradeOff': (
            'Causal masking: CTAs for late query tiles loop over many more K tiles than early '
            'ones, so they finish last and the SMs that ran early tiles idle.'
        ),
    }
