# Sources: S27 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': (
            'The attention matrix is never written to HBM: each tile of scores is turned into '
            'probabilities and multiplied by V in registers; only O and the lse leave the chip.'
        ),
        'tiling': (
            'Q tiles of 128 rows, one CTA per (query tile, batch·head), K/V tiles of 64 rows '
            'streamed; d = 128 → 32 KB + 32 KB of shared memory.'
        ),
        'numericalStability': (
            'fp32 running max and sum per row; rescale the accumulator by exp(m_old − m_new) on '
            'every new maximum.'
        ),
        'tradeOff': (
            'For batch 1, 8 heads and N = 1024 the grid is only 8 × 8 = 64 CTAs on a 132-SM H100, '
            'so half the SMs get no work; smaller query tiles or splitting the KV loop would be '
            'needed to fill the GPU.'
        ),
    }
