# Sources: S21 (paraphrase / learner rewrite)


def designOutline():
    return {   'memoryTraffic': 'Most of the speed-up of FlashAttention comes from running in fp16 instead of '
                         'fp32, which halves the bytes; S is also kept out of HBM.',
        'tiling': 'Br = 64, Bc = 64, d = 128; Q tile resident in SMEM, K/V tiles double-buffered; one '
                  'CTA per (batch, head, q-block).',
        'numericalStability': 'Running max, exp(m_old - m_new) rescale of l and O, fp32 accumulation.',
        'tradeOff': 'd = 256 needs twice the SMEM per tile, so Br has to drop to 64 and the kernel '
                    'gets slower.'}
