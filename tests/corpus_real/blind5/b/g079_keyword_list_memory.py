# Sources: S10, S12 (learner rewrite)


def designOutline():
    return {
        'memoryTraffic': 'HBM, SRAM, IO-awareness, kernel fusion, bandwidth.',
        'tiling': (
            'Q tile of 128 rows resident per CTA, K/V tiles of 64 rows streamed, d = 64: 16 KB + '
            '8 KB + 8 KB shared memory.'
        ),
        'numericalStability': (
            'fp32 running max m and sum l; rescale accumulator by exp(m_old − m_new) per K tile; '
            'divide by l at the end.'
        ),
        'tradeOff': (
            'With causal masking the query tiles near the end do far more K tiles than the first '
            'ones, so CTAs finish unevenly and SMs idle in the tail.'
        ),
    }
